"""Generated code reads a card's counter by a plain name without two calls: the same value as the general form."""
import pytest

from rulekit.effects.codegen import _COUNTER_OF, _COUNTER_OF_NAME


@pytest.mark.parametrize("card", ["a", "b", "c", None, ["unhashable"]])
def test_the_plain_name_form_reads_what_the_general_form_reads(card):
    space = {"CC": {"a": {"gem": 2}, "b": {"prison": 1}}, "EMPTY": {}, "l0": card}
    results = []
    for form in (_COUNTER_OF, _COUNTER_OF_NAME):
        try:
            results.append(eval(form.format(card="l0", name=repr("gem")), space))  # noqa: S307 - our own forms
        except TypeError as error:
            results.append(type(error))
    assert results[0] == results[1]
