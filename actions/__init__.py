"""Changes that reach across apps, each done whole in one function (after
Zulip's zerver/actions): the event is changed by the events app, then the
apps above it follow, in order, in the same transaction. No models of its
own; the views and the back office that make these changes call them here,
so no app has to catch another's signal.

The organisers' reads that name things from several apps sit here too, for
the same reason: the activity log's sentences (activity.py) and the search
for a party across events (search.py)."""
