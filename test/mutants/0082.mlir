#L0 = loc("dir/with space.c":476:4294967295)
#l_x1 = loc("name")
#attr_2 = [affine_map<(d0, d1)[s0, s1] -> ()>, dense<[[[-10, -2147483648], [31, -2147483648], [0, 1]], [[1, -1063919], [-1, 4294967295], [0x0, -1]], [[0xFFFFFFFF, 0x3], [-1, 2764], [4294967295, 0x580F2FC]]]> : tensor<3x3x2xi32>]
!T_0 = memref<?x6x477xcomplex<f16>, {kind = "scratch"}>

"builtin.module"() ({
  %0 = "a.b"() <{}>: () -> (ui8) loc("callee"(fused<"meta">["a.mlir":319:0, "":4294967295:79, "dir/with space.c":3:26 to 4:50]))
  "foo.compute"(%0) ({
  ^bb0(%1: complex<f64> loc("with \"q\"")):
    %$2, %value3:2 = "a.b"(%0): (ui8) -> (tensor<?x?x22x41xf64, #foo.enc>, tf32, i3)
  }) {attr0	= 180.308621 : f64, k$1= f8E3M4}: (ui8) -> ()
  "a.b"(%0): (ui8) -> () loc("a.mlir":12:34 to 14:47)
  %value4:2 = "foo.op"(%0) <{"quoted key 0"= dense_resource<blob0> : tensor<4xi32>}> ({
    "builtin.module"() ({
      %_5:2 = "foo.compute"() {_u0= sparse<[[1, 2, 2], [0, 1, 2], [1, 1, 0]], [1, 255, 0]> : tensor<2x3x3xi8>, k$1= dense<"0x03535C9887E0BF60D32A9DF9429805548015C7420A03AF912B59106A53A795811891F1E200D8779E7B0EFA4D26AE2E37E0536D12F22641E3386C063A975CC189E75D81AA66C33B4637BA11804059AE85EE39E1BAA1F9A1AAA1C4F45FAAAECD4F"> : tensor<3x4xi64>, _u2= true}: () -> (tuple<i64, index, f6E2M3FN, si1, i24, f32, si8, si1024, si7, index, i8, bf16, ui7, f64, ui17, f32, i16, si17, f4E2M1FN, f32, complex<f8E4M3FNUZ>>, si3)
      %6 = "my_dialect.thing"(%_5#0, %_5#1): (tuple<i64, index, f6E2M3FN, si1, i24, f32, si8, si1024, si7, index, i8, bf16, ui7, f64, ui17, f32, i16, si17, f4E2M1FN, f32, complex<f8E4M3FNUZ>>, si3) -> tensor<?x?x4xf16> loc("op.1")
    }) : () -> ()
  }) {b0= [@main, [affine_set<(d0, d1) : (((d0) floordiv 3) ceildiv 2 >= 0, 9 >= -(d0), d0 >= d0 + d0)>], 0.7597732 : f32, 3: i7], x1= @s$, attr2= array<i32>}: (ui8) -> (tensor<?x?xi17>, f4E2M1FN)
  %7 = "z.nop"(%value4#0, %value4#1): (tensor<?x?xi17>, f4E2M1FN) -> tuple<i24, i16, f8E3M4> loc(callsite("":41 at "name"))
  %8, %v9:3 = "z.nop"(%value4#1) {k$0= @"with\"quote", x1= -41770495733150961, b2= dense_resource<blob1> : tensor<6xf64>, z93= unit}:   (f4E2M1FN) -> (f64, f32, f80, tensor<16xi128>)
  %value10 = "bar.yield"(%v9#0): (f32) -> vector<index> loc(#L0)
  %11 = "a.b"() {_u0= @"a"}: () -> ((i64) -> (i7, f8E4M3)) loc(#L0)
  %_12 = "bar.yield"() ({
    %13 = "foo.bar"(%v9#1, %0, %value4#0) : (f80, ui8, tensor<?x?xi17>) -> tensor<7x0x54xsi64>
    "foo.op"(%value10, %11, %v9#0) {"quoted key 0"}: (vector<index>, (i64) -> (i7, f8E4M3),
    f32) -> () loc("dir/with space.c":245:4294967295)
    "x.switch"(%value4#1)[^2, ^3] {x0, k$1= i7}: (f4E2M1FN) -> () loc(fused[])
  ^2:
    "a.jump"(%11, %11 , %11)[^3, ^3] {b0= [dense<> : tensor<3x0x2xf6E2M3FN>, affine_set<(d0, d1) : (5 >= -(d1), 8 + 0 + -(d0) <= 0, d0 <= 0)>]}	: ((i64) -> (i7, f8E4M3), (i64) -> (i7, f8E4M3), (i64) -> (i7, f8E4M3)) -> ()
  ^3(%value14: tensor<?x867x7x?xcomplex<bf16>, {a = 1 : i64}>, %15: f64, %16: si3):
    %17 = "foo.compute"() {_u0= dense<2.718281828459045> : tensor<3x3x2xf8E4M3FN>, x1= "\"/\15.z\t"}: () -> !foo.v<{57}> loc(#l_x1) // trailing comment
    %18 = "foo.compute"(%v9#2, %15, %15): (tensor<16xi128>, f64, f64) -> tuple<f8E3M4, i1, f128> loc(#l_x1)
    "x.switch"(%value14, %16, %18)[^4, ^4] {a0= [0: ui64, array<f32: 0.8063743, 71.48E3, 0xFF800000>], attr1= dense<"0x31B3F25BD514CEF4"> : vector<2xi32>}: (tensor<?x867x7x?xcomplex<bf16>, {a = 1 : i64}>, si3, tuple<f8E3M4, i1, f128>) -> ()
  ^4():
    %_19 = "bar.yield"(): () -> f64
    %r20 = "d.op_1"() ({
    ^bb5(%21: index loc("name"), %_22 : vector<6xf16>):
      %23 = "x.y"(%_19) <{z90, foo.k1= #foo.p<a.b,[[a.b "x y"],<i8>],f32>}> {attr0= -38.727461 : f64, _u1= "-a.#X*\"b", k$2= "\\*\00//\"", my.k3= "\94\C3\A9*\00\t\n\C3\A9"}: (f64) -> f32 loc("src/x.py":0:120)
      %v24 = "a.b"(%v9#1, %21): (f80, index) -> tuple<>
      %v25 = "x.y"(%v24) {_u0= 50 : index}: (tuple<>) -> (f32)
      %r26 = "z.nop"(%v24, %v25, %v24): (tuple<>, f32, tuple<>) -> memref<7xf8E5M2> loc("v"("src/x.py":310:347))
    }): () -> bf16
    %value27 = "foo.bar"(%value4#0)<{}> ({
    ^x.y6(%_28: i7, %29: ui64 loc("a.mlir":4), %value30: i32 loc("src/x.py":15:3 to 17:73)):
    }) {k$0= ui3, d.k1= 1: i1}: (tensor<?x?xi17>) -> (memref<?x2xi3, "gpu">) loc("dir/with space.c":32:4294967295)
    %value31 = "foo.compute"(%v9#0, %value27) {k$0= -128: i8, attr1}: (f32,  memref<?x2xi3, "gpu">) -> none loc("":195:81)
  }) {x0, d.k1= #attr_2}: () -> i32
  %value32:3 = "my_dialect.thing"(%_12): (i32) -> (!bar.t<<{?} , "x y"> , 6>, ui8, vector<15xi128>)
  %33 = "foo.op"(%value32#0, %value32#1, %value32#1): (!bar.t<<{?} , "x y"> , 6>, ui8, ui8) -> index
  // Ã© unicode
  %_34, %_35:2 = "d.op_1"(%value32#0) <{}>: (!bar.t<<{?} , "x y"> , 6>) -> (!ÿT_0, ui7, complex< bf16>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F18D48FB15F7B17BF4948A4E2A713BF8",
      blob1: "0x0800000039D9877C237C109674A78AD82AA40276FF1764F418BECD22020423639FCC2AD4F0A889AB6367E0D2E4C3E24DB0E85993"
    }
  }
#-}
