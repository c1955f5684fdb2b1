"builtin.module"() <{sym_name = "m83"}> ({
    %0:4 = "d.op_1"(): () -> (none, f32, f16, index)
    %1 = "foo.bar.baz"(%0#2, %0#1)<{a0= "\t"}>: (f16, f32) -> !my_dialect.param<?> // trailing comment
    %tmp_2 = "z.nop"() {}: () -> bf16 loc("a.mlir":36:1 to :3)
    %3 = "x.