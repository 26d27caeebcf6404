"""The application's identity on the desktop: names, version, desktop file and icon."""

from importlib import resources

from PySide6.QtGui import QGuiApplication, QIcon, QPixmap

from hidden_leaders_qt.app_info import APP_ID, APP_NAME, ORGANIZATION, app_version

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The icon from the PNGs installed with the package, one per size, so no SVG plugin is needed."""
    hicolor = resources.files("hidden_leaders_qt.resources") / "icons" / "hicolor"
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap()
        pixmap.loadFromData((hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png").read_bytes(), "PNG")
        icon.addPixmap(pixmap)
    return icon


def apply_identity(app: QGuiApplication) -> None:
    """Name the application for settings, window titles and the desktop's task list, and give it its icon."""
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(app_version())
    # the window manager matches windows to packaging/<APP_ID>.desktop by this name
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
