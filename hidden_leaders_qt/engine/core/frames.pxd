# The compiled build (setup.py): a frame is an extension type, its fields C slots the turn's
# decision loop reads without a lookup (see fields.pxd).

cdef class Frame:
    cdef public object card, seat, pid, pc, vars, ss, then
