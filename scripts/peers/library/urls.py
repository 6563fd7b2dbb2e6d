from pathlib import Path

from django.http import HttpResponse
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView
from rest_framework.routers import DefaultRouter

from .views import GameViewSet, StudioViewSet

router = DefaultRouter()
router.register("studios", StudioViewSet)
router.register("games", GameViewSet)



def profile(request):
    """The Courier API profile beside the description."""
    return HttpResponse((Path(__file__).parent / "courier.yaml").read_bytes(), content_type="application/yaml")


urlpatterns = [
    path("courier.yaml", profile),
    path("api/", include(router.urls)),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
]
