//! Unit tests of the search (see the module documentation).
