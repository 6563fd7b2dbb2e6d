from rest_framework.pagination import PageNumberPagination


class Pages(PageNumberPagination):
    """`?page=N&page_size=M`, 20 by default: `{count, next, previous, results}`."""

    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100
