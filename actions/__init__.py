"""Changes that reach across apps, each done whole in one function (after
Zulip's zerver/actions): the event is changed by the events app, then the
apps above it follow, in order, in the same transaction. No models of its
own; the views and the back office that make these changes call them here,
so no app has to catch another's signal."""
