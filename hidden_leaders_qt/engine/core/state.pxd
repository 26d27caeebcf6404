from hidden_leaders_qt.engine.rules.turn cimport Turn


cdef class GameState(Turn):
    cpdef object apply_fast(self, object option)
