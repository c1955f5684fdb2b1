"builtin.module"() ({
  "z.nop"() ({
  ^x.y0(%value0: memref<6x903xi32, strided<[47, 1], offset: ?>, {kind = "scratch"}>, %1: i128):
  }) {k$0= "b\0D"}  : () -> ()
  %2, %3:3 = "foo.compute"(): () -> (index, none, f32, i128) loc("a.mlir":425:9)
  %4 = "d.op_1"() ({
  ^$1(%5: memref<*xcomplex<f128>, 7>, %_6: f64 loc("callee"("f":260:29))):
    %value7 = "d.op_1"(%_6, %_6, %_6): (f64, f64, f64) -> bf16
    %_8 = "foo.bar.baz"(): () -> tensor<13xi24>
    "d.op_1"(%3#2) ({
    ^2(%value9: f8E5M2, %v10: !bar.param<-2 , <"x y">>):
      %11 = "a.b"(%3#1) ({
}, {
        "builtin.module"() ({
          %$12:2 = "x.y"() {}:  () -> (vector<f32>, i3)
        }) : () -> ()
      }): (f32) -> f32
      %v13:4 = "x.y"() {d.k0, attr1, d.k2= distinct[2]<"">}: () -> (complex<f80>, none, memref<?x7xi8, affine_map<(d0, d1) -> (d1, d0)>>, index) loc("x")
      %14 = "foo.bar"() <{}> {sym_name0= " @\47"}: () -> i1 loc("f":143:4294967295)
      "my_dialect.thing"(%14) {_u0= array<i8: -1, -128>, foo.k1= unit, value2= 0.1 : f16}: (i1) -> () loc(callsite(unknown at "src/x.py":4294967295:4294967295))
    }, {
    ^bb3:
      "a.jump"()[^bb4]: () -> ()
    ^bb4(%value15: !my_dialect.t<?,-3> loc(callsite(fused[unknown] at "with \"q\""))):
      "foo.bar.baz"() <{foo.k0, d.k1}> ({
      ^x.y5:
        %_16 = "d.op_1"(%value15)<{_u0= -65536: si17, "quoted key 1", b2}>: (!my_dialect.t<?,-3>) -> tuple<> loc("dir/with space.c":122:313)
        %17 = "foo.bar.baz"(%_16, %3#2) {value0= dense<"0x654C0E38C595CED8"> : tensor<f64>, value1 
 = false, k$2= [2.43E6 : f6E2M3FN, [unit, dense<> : tensor<0xf80>, false, dense<[[295.93812], [0.3],  [2.718281828459045]]> : vector<3x1xf8E3M4>], 0: ui32]}: (tuple<>, i128) -> tensor<?x778x0x1xcomplex<  f6E2M3FN>, {a = 1 : i64}>
        %value18 = "d.op_1"(%2, %_16): (index, tuple<>) -> (f80)
        "d.op_1"(%17, %3#2, %value15) {x0= "!\\\38\n\n!\00.\00\\.\"", z91=   true}: (tensor<?x778x0x1xcomplex<  f6E2M3FN>, {a = 1 : i64}>, i128, !my_dialect.t<?,-3>) -> () loc("dir/with space.c":21:263)
        "a.jump"(%5, %17, %value18)[^bb6]: (memref<*xcomplex<f128>, 7>, tensor<?x778x0x1xcomplex<  f6E2M3FN>, {a = 1 : i64}>, f80) -> ()
      ^bb6():
        %value19 = "d.op_1"(%2, %_16, %value15) {a0= ["\t\\\7f}日本#' 日本", {value0	= -1: i32, b1= 0: si1, sym_name2= loc(unknown)}, 5.10E3 : f64, "X\56@'b@\t\00\n{\n"], sym_name1= "#z/{\"\"\7f", "quoted key 2"= dense<[[2439529, 823], [4294967295, 63]]> : vector<2x2xui32>}: (index, tuple<>, !my_dialect.t<?,-3>) -> f64
        %20 = "x.y"(%17, %value18) {foo.k0, k$1, _u2= -1}: (tensor<?x778x0x1xcomplex<  f6E2M3FN>, {a = 1 : i64}>, f80) -> tuple<ui3, memref<3 x i3, affine_map<(d0)[] -> ((d0) mod 4)>, 7>>
        "bar.yield"(): () -> ()
      }) {"quoted key 0"= 38, "quoted key 1"= 9.673 : f64}: () -> () loc("with \"q\"")
      %21 = "foo.bar.baz"(%value7, %_8, %value15) ({
      ^loop7(%-22: si64):
        "a.jump"(%-22, %-22, %_8)[^8,^8]: (si64, si64, tensor<13xi24>) -> ()
      ^8(%value23 : tensor<?xcomplex<bf16>> loc("dir/with space.c":279:327), %_24 : vector<13xi1024> loc("callee"("a.mlir":2:74 to 2:25)), %v25: index):
        %value26 = "d.op_1"(%-22, %2, %_24) {_u0, sym_name1= -1: i128, b2= affine_map<(d0, d1, d2)[s0, s1] -> (2 * (d0 * 8), (8 * (d0)) floordiv 1)>, z93= @main}: (si64, index, vector<13xi1024>) -> (() -> bf16)
        %$27 = "foo.op"(%value26, %-22): (() -> bf16, si64) -> vector<6x9xbf16> loc("op.1")
        %v28 = "foo.bar"(%v25, %$27, %value7): (index, vector<6x9xbf16>, bf16) -> memref<7xsi16, strided<[1], offset: 9>>
      }, {
      ^bb9(%29 : complex< si3> loc("callee"("f":7:76 to 7:25)), %v30: complex<f64>):
        %31:2 = "z.nop"(%3#0, %_8) {sym_name0= 0x6C : f8E3M4, z91= "a!\tXa\"\t-{\n'", sym_name2= #bar.b.c, sym_name3= [59: i1024, affine_map<(d0, d1, d2) -> ((3 * (1)) mod 4, -(6 * (d0)))>, @s$::@f_1::@x.y]}:	 (none, tensor<13xi24>) -> (tensor<587xi32>, memref<?x1x8xui128, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) loc("a.mlir":249:254)
      }): (bf16, tensor<13xi24>, !my_dialect.t<?,-3>) -> !my_dialect.t_1 loc(fused<"meta">[])
    }) {z90}: (i128) -> ()
    %value32 = "foo.compute"(%_8, %5, %value7) <{foo.k0= -1: si1, sym_name1= sparse<[[2, 1, 0], [0, 1, 4]], [1.17549435e-38, -1.869]> : tensor<6x4x6xbf16>, b2= [96.48E0, dense<[[[0.8196596, [0.642]]]> : tensor<1x2x1xf16>], sym_name3}>	: (tensor<13xi24>, memref<*xcomplex<f128>, 7>, bf16) -> bf16
    %_33 = "foo.op"(%value32, %_8, %value7) <{my.k0= "\t\C3\A9\"\nz\n\t", k$1= affine_map<()[s0, s1] -> (s1, s0)>, a2= #bar.attr}>: (bf16, tensor<13xi24>, bf16) -> (vector<[13] x f8E3M4>) loc("x")
    %arg34 = "d.op_1"(): () -> complex<si64>
  }, {
  ^bb10(%value35: i8, %_36: memref<?x40x?xf32, strided<[46, 24, 1], offset: ?>, "local mem"> loc("":15:72 to 18:69)):
  }) {}: () -> (vector<[11]x14xi8>)
  %37, %v38:3 = "a.b"(): () -> (si16, complex<f32>, !x.param<? , <"x y" , <-2,?,?> , ?>>, f64)
}) {foo.module_attr = 0x6C9632335BD96F3E995F21BAF8C80289 : f128} : () -> () loc(callsite("src/x.py":146:126 at "src/x.py":47:39 to 50:76))
