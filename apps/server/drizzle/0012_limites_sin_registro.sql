-- Rate-limit counters skip the write-ahead log (docs/decisions/020, docs/benchmarks.md 2026-11-23).
-- Every booking from one address bumps one row; a logged row kept that row locked through each commit's
-- disk flush (≈ 5 ms here), so all bookings queued behind it. An unlogged table commits without waiting
-- for the disk. What is given up: after a crash (not a clean restart) PostgreSQL empties the table and the
-- windows start again, and replicas do not get it. Lockouts (fallos_login) stay logged.
ALTER TABLE "limites" SET UNLOGGED;
