"""Django REST framework's own messages that the public API can send (a wrong
type, an over-long text, a method it does not allow ...).

REST framework ships no Bengali catalogue, so our catalogue translates them.
Listing them here is what puts them there: the catalogue is extracted from the
site's code (see core/translations.py), and REST framework looks each one up
by this very text. Nothing imports this module.
"""

from django.utils.translation import gettext_noop

DRF_MESSAGES = [
    # Fields
    gettext_noop("This field is required."),
    gettext_noop("This field may not be null."),
    gettext_noop("This field may not be blank."),
    gettext_noop("Must be a valid boolean."),
    gettext_noop("Not a valid string."),
    gettext_noop("Ensure this field has no more than {max_length} characters."),
    gettext_noop("Ensure this field has at least {min_length} characters."),
    gettext_noop("Enter a valid email address."),
    gettext_noop("A valid integer is required."),
    gettext_noop("Ensure this value is less than or equal to {max_value}."),
    gettext_noop("Ensure this value is greater than or equal to {min_value}."),
    gettext_noop("String value too large."),
    gettext_noop('"{input}" is not a valid choice.'),
    gettext_noop('Expected a list of items but got type "{input_type}".'),
    gettext_noop("This list may not be empty."),
    gettext_noop("Ensure this field has no more than {max_length} elements."),
    gettext_noop("Ensure this field has at least {min_length} elements."),
    gettext_noop("Surrogate characters are not allowed: U+{code_point:X}."),
    gettext_noop("Null characters are not allowed."),
    gettext_noop("Invalid data. Expected a dictionary, but got {datatype}."),
    # Exceptions the error handler passes on as they are
    gettext_noop("Invalid input."),
    gettext_noop("You do not have permission to perform this action."),
    gettext_noop('Method "{method}" not allowed.'),
    gettext_noop("Could not satisfy the request Accept header."),
    gettext_noop("A server error occurred."),
]
