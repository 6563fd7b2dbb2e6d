"""Makes the library's database afresh: tables, the user ann (ann-pass), 6 studios and 90 games from a fixed seed."""

import datetime
import os
import random

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "library.settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402

from library.models import Game, Studio  # noqa: E402


def main():
    database = os.environ.get("LIBRARY_DB", "/tmp/library.sqlite3")
    if os.path.exists(database):
        os.remove(database)
    call_command("migrate", run_syncdb=True, verbosity=0)
    User.objects.create_user("ann", password="ann-pass")
    rng = random.Random(26)
    studios = [Studio.objects.create(name=name, country=country, founded=1980 + index * 4)
               for index, (name, country) in enumerate([("Lumen Works", "NL"), ("Kite Forge", "JP"), ("Tidal Byte", "BR"),
                                                        ("Ember Hall", "CA"), ("North Pixel", "NO"), ("Saffron Labs", "IN")])]
    genres = [choice for choice, _ in Game.GENRES]
    nouns = ["Drift", "Harbor", "Circuit", "Meadow", "Signal", "Atlas", "Comet", "Lattice", "Quarry"]
    for index in range(90):
        Game.objects.create(title=f"{nouns[index % 9]} {nouns[(index * 4 + 1) % 9]} {index + 1}", genre=genres[index % 4],
                            released=datetime.date(2000 + index % 24, index % 12 + 1, index % 27 + 1),
                            rating=round(rng.uniform(3, 9.9), 1), multiplayer=index % 2 == 0, studio=studios[index % 6])


if __name__ == "__main__":
    main()
