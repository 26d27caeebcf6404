# The turn's decision loop as C-callable methods of the compiled state (see fields.pxd).
cimport cython

from hidden_leaders_qt.engine.core.frames cimport Frame
from hidden_leaders_qt.engine.core.table cimport Table


cdef class Turn(Table):
    cpdef object threshold(self)
    cpdef object play_card(self, object seat, object hand_index)
    cpdef object _finish_frame(self, object frame)
    cpdef object _resolve(self, object option)
    cpdef object _discard_from_hand(self, object seat, object indices)
    cpdef object _ask_discard_more(self, object seat)
    cpdef object _draw_from_harbor(self, object seat)
    @cython.locals(frame=Frame)
    cpdef object _advance(self)
    cpdef object _draw_decision(self)
    cpdef object _with_bribes(self, object decision)
    cpdef object _end_turn(self)
    cpdef object _finish_turn(self)
