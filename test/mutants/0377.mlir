!T_0 = vector<[10]x[11]x12xtf32>

%_0:2 = "my_dialect.thing"() <{_u0, k$1, foo.k2}>: () -> (none, !T_0)
%_1 = "foo.op"(%_0#1): (!T_0) -> si1 loc(callsite(unknown at "op.1"))
%_2 = "x.y"() ({
^bb0(%value3: !x.t, %a.b4 : f16 loc("op.1"), %value5 : tf32):
}) {b0= "\27<\7f.\"'\"-'", attr1= loc("dir/with space.c":21), value2= 0x0: ui64, "quoted key 3"= dense<[[65535, -1, 0], [0, 484, -65536], [1, 1, -65536], [0x28, 440, -3979]]> : vector<4x3xsi17>}: () -> index loc("a.mlir":35:33 to 36:21)
%6 = "my_dialect.thing"() ({
^exit1(%a.b7: tuple<> loc("dir/with space.c":41:3 to :10), %_8 : vector<[5]x8xi64>):
 %v9 = "bar.yield"(%_2, %_1, %a.b7) ({
  %value10 = "foo.compute"() {}: () -> i32 loc(fused<#foo.m>[])
  %$11 = "foo.compute"() {x0= "/" : i3, _u1= 57.78E3 : f80}: () -> i64 loc(fused[])
  "foo.br"(%$11, %$11)[^loop3, ^bb4] ({
  ^bb6(%12: memref<*xui24>, %value13: none loc("src/x.py":385:0)):
   %14 = "foo.op"(%value13) {k$0= "/.\\", d.k1= sparse<[[0], [2], [3], [0]], [1, 4294967295, -2147483648, 0]> : tensor<5xi32>, d.k2= dense<[[[1, 7, -1, -4], [-4, 7, -4, 7], [2, 1, 1, -1], [7, 0x1, 0, 7]], [[0, 0x7, -4, -4], [-4, -1, 0, 1], [-4, -1, 0x1, -1], [7, 0x3, 5, 1]], [[-1, 1, -1, -4], [0, 0, -4, 1], [1, 0, -1, 1], [0x0, 1, -2, -4]]]> : tensor<3x4x4xi3>, z93= -1: i32}: (none) -> (tensor<?x0x6x56xcomplex<ui32>>)
   %-15:4 = "foo.compute"() <{}>: () -> (tuple<i16, si7, i8>, f16, tuple<, f8E4M3FNUZ) // trailing comment
   %v16 = "my_dialect.thing"() {}: () -> complex<f8E4M3> loc("x")
   %v17, %_18:2 = "foo.compute"(%value10, %_0#1, %-15#1): (i32, !T_0, f16) -> (none, !foo.a.b, tuple<ui7, i24, si32>) loc(fused["a.mlir":10:23 to 12:51, unknown, fused<"meta">["src/x.py":121:260, "x"]])
  }) {k$0= distinct[2]<>, k$1= affine_map<(d0, d1, d2) -> ((d0) mod 2)>}: (i64, i64) -> ()
 ^loop3(%19 : i32, %20: i1024):
  "a.jump"(%$11)[^bb4, ^loop3] <{z90= true, sym_name1= dense<> : tensor<0xui1>}> {}: (i64) -> ()
 ^bb4:
  %v21:4 = "d.op_1"(%$11, %value10, %value10) {}: (i64, i32, i32) -> (tensor<3x778xindex>, () -> (bf16, i64), f64, si8) loc(fused<"meta">["a.mlir":32:33 to 33:14, "src/x.py":375:0])
  "cfx.cond_br"(%v21#3)[^bb5, ^bb4] {x0}: (si8) -> () loc("a.mlir":4294967295:92)
 ^bb5:
  %value22 = "foo.op"(%a.b7) {k$0= 193383223730: ui1024, _u1= #bar<"a b">, k$2= -0.1 : f16, my.k3= [@"é", "\00!\C3\A9X<\00\00}", array<i16>]}: (tuple<>) -> si1
 }): (index, si1, tuple<>) -> complex<ui1> loc("op.1")
 %v23 = "foo.bar.baz"(%_8)<{}> ({
  "my_dialect.thing"(%v9, %_1, %_0#0): (complex<ui1>, si1, none) -> () loc("op.1")
 }) {"quoted key 0"= dense<[[-381622.0], [3.14159265358979]]> : tensor<2x1xf6E3M2FN>}: (vector<[5]x8xi64>) -> i16 loc(callsite(callsite("a.mlir":45:31 to :39 at "dir/with space.c":89) at "dir/with space.c":37:4 to 40:45))
 %24:2 = "my_dialect.thing"(%_0#0, %a.b7) {foo.k0= true, z91= {}, k$2= "🙂!z\nX{", a3= affine_map<(i0)[N0, N1] -> ((i0) * N1 + (i0) mod 1, N1 - N1 - N1)>}: (none, tuple<>) -> (!bar.t, tuple<si32>)
}) {d.k0= dense<> : tensor<2x1x0xf8E3M4>}: () -> (complex<si17>)
