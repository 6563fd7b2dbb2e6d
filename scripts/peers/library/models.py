from django.db import models


class Studio(models.Model):
    name = models.CharField(max_length=60)
    country = models.CharField(max_length=2)
    founded = models.IntegerField()

    class Meta:
        ordering = ["id"]


class Game(models.Model):
    GENRES = [("puzzle", "puzzle"), ("racing", "racing"), ("strategy", "strategy"), ("platformer", "platformer")]

    title = models.CharField(max_length=80)
    genre = models.CharField(max_length=20, choices=GENRES)
    released = models.DateField()
    rating = models.DecimalField(max_digits=3, decimal_places=1)
    multiplayer = models.BooleanField(default=False)
    studio = models.ForeignKey(Studio, related_name="games", on_delete=models.CASCADE)

    class Meta:
        ordering = ["id"]
