from __future__ import annotations

from django.urls import path

from school import views

app_name = "school"

urlpatterns = [
    path("school/", views.home, name="home"),
]
