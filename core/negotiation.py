from rest_framework.negotiation import BaseContentNegotiation


class AnyAccept(BaseContentNegotiation):
    """For views that answer the same whatever the client says it accepts (a
    redirect, an image): the first parser and renderer, never a 406."""

    def select_parser(self, request, parsers):
        return parsers[0]

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type
