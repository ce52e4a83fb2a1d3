//! Tests of the evolution lab core.
