from rest_framework import viewsets

from .models import Game, Studio
from .serializers import GameSerializer, StudioSerializer


class StudioViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Studio.objects.all()
    serializer_class = StudioSerializer
    search_fields = ["name"]
    ordering_fields = ["name", "founded"]


class GameViewSet(viewsets.ModelViewSet):
    queryset = Game.objects.all()
    serializer_class = GameSerializer
    filterset_fields = ["genre", "studio", "multiplayer"]
    search_fields = ["title"]
    ordering_fields = ["title", "released", "rating"]
