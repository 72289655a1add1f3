// The layout workloads live in their own target (`LayoutWorkloads`), so the instruction
// driver can use them without building the explorer; the benchmarks see them from here.
@_exported import LayoutWorkloads
