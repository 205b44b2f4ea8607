"""The puzzle families, each a namespace of its own: ``latin``, ``boards``, ``squares``,
``killer``, ``suirodoku``, ``perfect``.

A family adds constructors and the facts of its source document on top of the
shared model; it never brings a solver of its own.
"""
