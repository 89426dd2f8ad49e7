from rest_framework.pagination import PageNumberPagination


class PagePagination(PageNumberPagination):
    """`?page=N` (20 a page), answered as {count, next, previous, results}."""

    page_size = 20
