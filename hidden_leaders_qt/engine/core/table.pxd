# The table's moves as C-callable methods of the compiled state (see fields.pxd): the turn and
# the table call them many times a decision.
from hidden_leaders_qt.engine.core.fields cimport StateFields


cdef class Table(StateFields):
    cpdef object next_seat(self, object seat)
    cpdef list zone_cards(self, object zone, object seat)
    cpdef object card_at(self, object pos)
    cpdef object _remove(self, object zone, object seat, object index)
    cpdef object _insert(self, object card, object zone, object seat)
    cpdef object _lose_track(self, object card, object zone, object seat, object keep)
    cpdef object _hand_gained(self, object card, object seat)
    cpdef object move(self, object pos, object zone, object seat, object actor, object kind, object witnesses=*)
    cpdef object reshuffle(self)
