# The compiled build (setup.py) makes the state an extension type: its fields become C slots,
# which the table's and the turn's methods read without a dictionary lookup. The Python
# source stays the definition; this file only declares what Cython may assume.

cimport cython


cdef class StateFields:
    cdef public object db, settings, markers, fates_due, fate_drawn
    cdef public object harbor, wilderness, graveyard, tavern, hands, up, down, looking, in_play, known
    cdef public object hand_lacks, leaders, spare_leaders, phase, setup_queue, stack, pending
    cdef public object rng, log, result, bribery, reaction, artifacts
    cdef public object n, all_mask, golem_marker, skip_mask, looking_seat, start_seat, current, turn
    cdef public object main_discards, pending_seat_was, log_size, recording

    @cython.locals(new=StateFields)
    cpdef object clone(self)
