"""Showing a picture in a notebook with a text alternative, for screen readers and text-only pages.

JupyterLab and nbconvert give a plain PNG output no alt text, so ``show`` sends the
picture three ways at once: an HTML ``<img>`` with the alt text (what JupyterLab
shows), the PNG itself (for renderers that skip HTML) and the alt text as plain text.
"""
import base64
import html
import io


def show(picture, alt):
    """Display a matplotlib Figure (or the Figure of an Axes) with ``alt`` as its text alternative, then close it."""
    from IPython.display import display

    display(picture_bundle(picture, alt), raw=True)


def picture_bundle(picture, alt):
    """The picture as a notebook output bundle: HTML with alt text, PNG, and the alt text as plain text.

    >>> import latinlib as ll
    >>> bundle = picture_bundle(ll.draw(ll.sudoku(2, 2)), "an empty 4 x 4 Sudoku grid")
    >>> sorted(bundle), bundle["text/plain"], 'alt="an empty 4 x 4 Sudoku grid"' in bundle["text/html"]
    (['image/png', 'text/html', 'text/plain'], '[figure: an empty 4 x 4 Sudoku grid]', True)
    """
    import matplotlib.pyplot as plt

    figure = getattr(picture, "figure", picture)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", bbox_inches="tight")
    plt.close(figure)
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    text = html.escape(alt, quote=True)
    return {"text/html": f'<img src="data:image/png;base64,{data}" alt="{text}" title="{text}"/>',
            "image/png": data, "text/plain": f"[figure: {alt}]"}
