"""The API schema's error answers, decided in one place.

core/errors.py gives every error one shape; this schema class documents, for each
operation, the errors it can answer, judged from the view itself: who may call it
(401, 403), whether it takes a JSON body or query parameters (400, 413, 415), an id
in its path or a page number (404), a throttle (429), and the outage answer every
operation can give while the database or the file storage is unreachable (503,
from the project's middleware). Views add what only they know (a 409, a token's
403) with `extend_schema` and the responses below.
"""

from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from drf_spectacular.plumbing import ResolvedComponent, force_instance, is_serializer
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework import serializers
from rest_framework.authentication import SessionAuthentication

from core.fields import PlainTextField
from core.pagination import PagePagination
from core.permissions import ADMINISTRATOR, ROLES, HasRole, IsStaff, admitted_roles

UNSAFE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}


class ErrorSerializer(serializers.Serializer):
    message = serializers.CharField(help_text="A sentence to show to the person.")


class ManageLinkRefusedSerializer(ErrorSerializer):
    linkSent = serializers.BooleanField(help_text="Whether the link was emailed again just now.")
    resendAt = serializers.DateTimeField(
        allow_null=True, help_text="When it was held back by the resend limit: when it can be emailed again."
    )


MANAGE_LINK_REFUSED = OpenApiResponse(
    ManageLinkRefusedSerializer,
    description="No valid token: the link is emailed to the owner again, unless one went out within 10 minutes.",
)


class ConflictSerializer(ErrorSerializer):
    id = serializers.IntegerField(help_text="The existing record the request clashes with.")


def documented_error(description: str) -> OpenApiResponse:
    return OpenApiResponse(ErrorSerializer, description=description)


CONFLICT_WITH_ID = OpenApiResponse(ConflictSerializer, description="It clashes with an existing record, named by `id`.")

# The public reads answered from the cache (core/publiccache.py): conditional, and compressed on request.
CACHED_READ_PARAMETERS = [
    OpenApiParameter(
        "If-None-Match",
        str,
        OpenApiParameter.HEADER,
        description="The ETag of a copy already held: the answer is then 304 with no body if it is still current.",
    ),
    OpenApiParameter(
        "ETag",
        str,
        OpenApiParameter.HEADER,
        response=[200, 304],
        description="A strong validator of this answer (a hash of its JSON; its gzipped form has its own).",
    ),
]


def cached_responses(serializer) -> dict[int, OpenApiResponse]:
    return {
        200: OpenApiResponse(serializer, description="Gzipped (Content-Encoding) when Accept-Encoding allows."),
        304: OpenApiResponse(description="Not modified: the copy named in If-None-Match is still current."),
    }


_STRING_LIST = {"type": "array", "items": {"type": "string"}}
_RETRY_AFTER = {"Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait before trying again."}}


def _nests(property_schema: dict) -> bool:
    """Whether errors inside this property get keys of their own ("schedule.0.activity")."""
    return property_schema.get("type") in {"array", "object"} or not {"$ref", "allOf", "oneOf", "anyOf"}.isdisjoint(
        property_schema
    )


# What str.strip() keeps, spelled out: JSON Schema patterns are ECMA-262
# regular expressions, whose \s is not Python's (\x1c-\x1f, \x85 and \ufeff differ).
_SPACES = r"\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
KEPT_BY_STRIP = rf"[^{_SPACES}]"
# What a PlainTextField keeps: neither a space nor a control or direction-changing character (core/text.py).
KEPT_BY_CLEANING = rf"[^{_SPACES}\x00-\x08\x0e-\x1b\x7f-\x9f\u202a-\u202e\u2066-\u2069]"


def trimmed_pattern(least: int, *, plain: bool = False) -> str:
    """A pattern for text still at least `least` (1 or more) characters long once
    its spaces are cut (and, `plain`, its control characters dropped): "  " passes
    minLength 1, but the server refuses it."""
    kept = KEPT_BY_CLEANING if plain else KEPT_BY_STRIP
    if least == 1:
        return kept
    return rf"{kept}[\s\S]{{{least - 2},}}{kept}"


class AutoSchema(SpectacularAutoSchema):
    def get_operation(self, path, path_regex, path_prefix, method, registry):
        operation = super().get_operation(path, path_regex, path_prefix, method, registry)
        # Who may call it: the roles the view admits (docs/roles.md), as an extension and in words.
        if operation is not None and any(isinstance(p, HasRole) for p in self.view.get_permissions()):
            admitted = admitted_roles(self.view, method) or frozenset({ADMINISTRATOR})
            roles = [role for role in ROLES if role in admitted]
            operation["x-roles"] = roles
            words = f"Roles: {', '.join(roles)}."
            if getattr(self.view, "door_pass", False):
                operation["x-door-pass"] = True
                words += " A door pass's session too, for its own event."
            described = operation.get("description")
            operation["description"] = f"{described}\n\n{words}" if described else words
        return operation

    def _map_basic_serializer(self, serializer, direction):
        schema = super()._map_basic_serializer(serializer, direction)
        if direction == "request":
            for name, field in force_instance(serializer).fields.items():
                prop = schema["properties"].get(name)
                if not isinstance(field, serializers.CharField) or prop is None or "pattern" in prop:
                    continue
                least = max(field.min_length or 0, 0 if field.allow_blank else 1)
                if field.trim_whitespace and least:
                    prop["pattern"] = trimmed_pattern(least, plain=isinstance(field, PlainTextField))
        return schema

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code, response in self._error_responses().items():
            responses.setdefault(code, response)
        return dict(sorted(responses.items()))

    def _get_response_for_code(self, serializer, status_code, media_types=None, direction="response"):
        response = super()._get_response_for_code(serializer, status_code, media_types, direction)
        declared = force_instance(serializer.response if isinstance(serializer, OpenApiResponse) else serializer)
        # drf-spectacular drops allow_null on a whole response; keep it, so a `null` body is documented.
        if is_serializer(declared) and getattr(declared, "allow_null", False):
            for media in response.get("content", {}).values():
                media["schema"] = {"allOf": [media["schema"]], "nullable": True}
        return response

    def _error_responses(self) -> dict[str, dict]:
        view = self.view
        body = self._get_request_body() if self.method in {"POST", "PUT", "PATCH"} else None
        query = [p["name"] for p in self._get_parameters() if p["in"] == "query"]
        # A view that asks for another sign-in (the family's) documents its own 401.
        staff_only = any(isinstance(p, IsStaff) for p in view.get_permissions())
        checks_csrf = self.method in UNSAFE_METHODS and any(
            isinstance(authenticator, SessionAuthentication) for authenticator in view.get_authenticators()
        )

        errors: dict[str, OpenApiResponse] = {}
        if body or query:
            errors["400"] = OpenApiResponse(
                self._validation_error_schema(query, with_body=bool(body)),
                description="Refused: `message` says why; `errors` names each field that needs correcting.",
            )
        if staff_only:
            errors["401"] = documented_error("Nobody is signed in.")
            errors["403"] = documented_error(
                "Signed in, but not as an organiser, or in a role this does not admit; or a change sent "
                "without a valid CSRF token."
            )
        elif checks_csrf:
            errors["403"] = documented_error("A change sent without a valid CSRF token.")
        if "{" in self.path:
            errors["404"] = documented_error("Nothing has that id.")
        elif PagePagination.page_query_param in query:
            errors["404"] = documented_error("There is no such page.")
        if body:
            errors["413"] = documented_error("The request body is larger than the server accepts.")
            if not any(parser.media_type == "*/*" for parser in view.get_parsers()):
                errors["415"] = documented_error("The request body is not sent as JSON.")
        if view.get_throttles():
            errors["429"] = documented_error("Too many requests from this address; try again later.")
        errors["503"] = documented_error("The database or the file storage cannot be reached; try again shortly.")

        responses = {code: self._get_response_for_code(response, code) for code, response in errors.items()}
        for code in ("429", "503"):
            if code in responses:
                responses[code]["headers"] = _RETRY_AFTER
        return responses

    def _validation_error_schema(self, query: list[str], *, with_body: bool) -> dict:
        """{message, errors}: `errors` is keyed by the request's fields (and
        "nonFieldErrors"); a list or object field's entries have keys of their own
        ("schedule.0.activity")."""
        # A read takes only query parameters; asking it for a body serializer would guess.
        request = force_instance(self.get_request_serializer()) if with_body else None
        component = self.resolve_serializer(request, "request") if is_serializer(request) else None
        fields = {name: {"type": "string"} for name in query}
        if component is not None:
            fields.update(component.schema.get("properties", {}))
        fields = {name: schema for name, schema in fields.items() if not schema.get("readOnly")}

        errors = {
            "type": "object",
            "properties": {name: _STRING_LIST for name in [*fields, "nonFieldErrors"]},
            "additionalProperties": _STRING_LIST if any(map(_nests, fields.values())) else False,
        }
        schema = {
            "type": "object",
            "properties": {"message": {"type": "string"}, "errors": errors},
            "required": ["message"],
        }
        if component is None:
            return schema
        name = component.name.removesuffix("Request") + "ValidationError"
        error_component = ResolvedComponent(name=name, type=ResolvedComponent.SCHEMA, schema=schema, object=name)
        self.registry.register_on_missing(error_component)
        return error_component.ref
