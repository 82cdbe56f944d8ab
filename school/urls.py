from __future__ import annotations

from django.urls import path

from school import views

app_name = "school"

urlpatterns = [
    path("school/", views.home, name="home"),
    path("school/classes/<int:pk>/board/", views.board_page, name="board"),
    path("school/classes/<int:pk>/board/choice/", views.board_choice, name="board_choice"),
    path("school/classes/<int:pk>/sprint/", views.class_sprint, name="class_sprint"),
    path("school/exams/<int:pk>/", views.exam_page, name="exam"),
    path("school/exams/<int:pk>/start/", views.exam_start, name="exam_start"),
    path("school/sittings/<int:pk>/", views.sitting_page, name="sitting"),
    path("school/sittings/<int:pk>/answer/", views.sitting_answer_view, name="answer"),
    path("school/sittings/<int:pk>/results/", views.sitting_results, name="results"),
    path("school/certificates/<str:code>/", views.certificate_page, name="certificate"),
    path("school/certificates/<str:code>/pdf/", views.certificate_pdf_view, name="certificate_pdf"),
    # Public: whoever holds the code may check it.
    path("verify/<str:code>/", views.certificate_verify, name="verify"),
]
