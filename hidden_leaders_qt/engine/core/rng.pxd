# The compiled build (setup.py): the generator's arithmetic in 64-bit C integers, which wrap
# exactly where the Python source masks with _MASK, so both builds draw the same numbers.
cimport cython

cdef unsigned long long _MASK, _GAMMA, _MIX1, _MIX2, _LOW32


cdef class SplitMix64:
    cdef public unsigned long long state

    @cython.locals(s=cython.ulonglong, z=cython.ulonglong)
    cpdef unsigned long long next64(self)

    @cython.locals(s=cython.ulonglong, z=cython.ulonglong)
    cpdef object below(self, unsigned long long n)

    @cython.locals(s=cython.ulonglong, z=cython.ulonglong, i=cython.Py_ssize_t, j=cython.Py_ssize_t)
    cpdef object shuffle(self, list items)
