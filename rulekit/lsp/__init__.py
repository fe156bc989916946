"""Editor support: a language server for content files (`rulekit lsp`, docs/editors.md).

    analysis.py   the linter run on the editor's buffers; what each content root defines (Project)
    index.py      names of a game with their definitions' places and docs (Symbol, Index)
    effects.py    where the cursor stands: inside which effect string, typing which token
    features.py   completion, hover and go-to-definition as plain data
    server.py     the pygls server: LSP messages in and out (needs the `lsp` extra)

Only server.py imports pygls, so the rest is importable (and tested) without the extra.
"""
