from __future__ import annotations

from django.urls import path

from trainer import duel_pages, progress, sprint_pages, views

app_name = "trainer"

urlpatterns = [
    path("trainer/", views.home, name="home"),
    path("trainer/drills/", views.drill_create, name="drill_create"),
    path("trainer/drills/<int:pk>/", views.drill, name="drill"),
    path("trainer/questions/<int:pk>/", views.question_page, name="question"),
    path("trainer/drills/<int:pk>/retry/", views.drill_retry_create, name="drill_retry"),
    path("trainer/drills/<int:pk>/discard/", views.drill_discard_view, name="drill_discard"),
    path("trainer/drills/<int:pk>/chips/", views.drill_chips_view, name="drill_chips"),
    path("trainer/questions/<int:pk>/answer/", views.question_answer, name="answer"),
    path("trainer/questions/<int:pk>/skip/", views.question_skip_view, name="skip"),
    path("trainer/sprints/", sprint_pages.sprints_page, name="sprints"),
    path("trainer/sprints/start/", sprint_pages.sprint_create, name="sprint_create"),
    path("trainer/sprints/<int:pk>/", sprint_pages.sprint_page, name="sprint"),
    path(
        "trainer/sprints/<int:pk>/questions/<int:question>/answer/",
        sprint_pages.sprint_answer_view,
        name="sprint_answer",
    ),
    path("trainer/duels/", duel_pages.duels_page, name="duels"),
    path("trainer/duels/new/", duel_pages.duel_create, name="duel_create"),
    path("trainer/duels/<int:pk>/", duel_pages.duel_page, name="duel"),
    path("trainer/duels/<int:pk>/sprint/", duel_pages.duel_sprint, name="duel_sprint"),
    path("trainer/duels/<int:pk>/refuse/", duel_pages.duel_refuse_view, name="duel_refuse"),
    path("trainer/duels/<int:pk>/rematch/", duel_pages.duel_rematch_view, name="duel_rematch"),
    path("trainer/duels/link/<uuid:token>/", duel_pages.duel_link, name="duel_link"),
    path("trainer/duels/link/<uuid:token>/take/", duel_pages.duel_link_take, name="duel_link_take"),
    path("trainer/progress/", progress.progress_page, name="progress"),
    path("self-test/", views.self_test_intro, name="self_test"),
    path("self-test/start/", views.self_test_create, name="self_test_create"),
    path("self-test/<uuid:token>/", views.self_test_page, name="self_test_page"),
]
