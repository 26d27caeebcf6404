"""The view of the table scene in the window: the whole table, scaled to fit."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from hidden_leaders_qt.ui.table.items import PAINT_BUDGET
from hidden_leaders_qt.ui.table.table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(640, 420)

    def paintEvent(self, event) -> None:
        PAINT_BUDGET.begin_frame()
        super().paintEvent(event)

    def resizeEvent(self, event) -> None:
        """The table takes the window's shape (within limits), then is scaled to fill it."""
        super().resizeEvent(event)
        viewport = self.viewport().size()
        if viewport.height() > 0 and viewport.width() > 0:
            self.scene().fit_to_view(viewport.width(), viewport.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
