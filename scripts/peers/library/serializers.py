from rest_framework import serializers

from .models import Game, Studio


class StudioSerializer(serializers.ModelSerializer):
    class Meta:
        model = Studio
        fields = ["id", "name", "country", "founded"]


class GameSerializer(serializers.ModelSerializer):
    rating = serializers.DecimalField(max_digits=3, decimal_places=1, min_value=0, max_value=10, coerce_to_string=False)

    class Meta:
        model = Game
        fields = ["id", "title", "genre", "released", "rating", "multiplayer", "studio"]
