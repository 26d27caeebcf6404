"""The dialogs and the window-modal questions."""
