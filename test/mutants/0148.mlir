!ty0 = tensor<*xf8E4M3FNUZ>
#x_y0 = false
!T_1 = tuple<i64, f8E4M3FNUZ, !ty0, i8, si1, ui32, ui8, f80, index, i64, f16, i8, f32, i7, f8E5M2, i64, f16, i3, none, index, i32, i128>
!ty2 = memref<?x?xindex, "gpu">
#l_x1 = loc("with \"q\"")

"builtin.module"() ({
    %v0 = "d.op_1"() <{sym_name0= dense<"0xA8DDEBA8E6495A0F40D710556707710C"> : tensor<4x1x1xf32>}> ({
    ^b0:
        %1 = "a.b"() <{b0= 65504.0 : bf16, k$1= dense<1.17549435e-38> : tensor<1x4x1xf64>, d.k2= "-" : f32}> ({
        ^bb1():
            %2, %3:3 = "foo.bar.baz"() ({
            ^bb2(%value4: ui32, %value5 : tensor<0x8x?xf16>, %6: si24 loc("x")):
                %7:3 = "foo.bar"(%value4, %value5, %6) {b0= 0x43 : f8E5M2, my.k1, b2}: (ui32, tensor<0x8x?xf16>, si24) -> (!foo.v<?, ?>, i64, tuple<f8E3M4>)
                %_8, %9:2 = "bar.yield"(%6): (si24) -> (ui8, ui32, index)
                "foo.bar"(%7#0): (!foo.v<?, ?>) -> ()
                %10 = "foo.bar.baz"(%7#2, %9#1, %9#0) {b0= sparse<[[3], [3], [2], [3]], [-3.82412e+8, 1.0e-5, -65504.0, 0x7FF8000000000000]> : tensor<4xf64>}: (tuple<f8E3M4>, index, ui32) -> vector<f128> loc("f":44:58 to 44:55)
            }, {
            ^3:
                "d.op_1"() <{a0= -191181734769698, "quoted key 1"= [f8E4M3B11FNUZ, []], x2= 1: ui1}>: () -> () loc(unknown)
                %value11 = "d.op_1"() {value0= #x_y0, _u1= #my.b.c, my.k2, "quoted key 3"}: () -> complex<f64> loc(unknown)
                %a.b12 = "a.b"(%value11, %value11, %value11): (complex<f64>, complex<f64>, complex<f64>) -> ui1 loc("dir/with space.c":246:70)
                %13:4 = "d.op_1"()<{}> {sym_name0= [], x1= #x_y0, z92= [false, 0xF2C7 : bf16, @c, "%-z\AD\C3\A9Î©\""]}: () -> ((index) -> vector<[15]xf16>, tensor<5x?xui17, {a = 1 : i64}>, !T_1, tuple<si8>) loc(fused<#foo.m>["a.mlir":65, fused[unknown, unknown, "a.mlir":22]])
            }): () -> (!ty0, !x<"abc">, tuple<f6E3M2FN, complex<f64>>, tensor<17x?xi8>) loc(unknown)
            "x.y"(%3#0, %3#1, %3#0) <{x0= distinct[1]<distinct[2]<>>}> {b0= loc("dir/with space.c":4294967295:340)}: (!x<"abc">, tuple<f6E3M2FN, complex<f64>>, !x<"abc">) -> ()
            "foo.compute"(): () -> () loc(fused<"meta">["":48, "v"("name"), "a.mlir":46:76 to :76])
        }): () -> (f64)
        %value14 = "foo.compute"(%1)<{b0= true, "quoted key 1"= {d.k0, a1= @â‚"x y"}, "quoted key 2"}> {attr0= affine_set<(d0, d1, d2)[s0, s1] : ((1 * (d2)) * s1 >= 2 * (s1), d0 <= 4, (d2) ceildiv 9 + (s1) ceildiv 8 >= s1)>, x1= "*%X\\<\00*_\n" : i32}: (f64) -> complex<i128> loc("src/x.py":27:74 to :75)
        %v15 = "foo.bar.baz"(): () -> tensor<4x270xi3> loc("":0:0)
        %_16 = "d.op_1"(%1, %1, %v15) {}: (f64, f64, tensor<4x270xi3>) -> !T_1
    }) {x0= {z90= dense<346745.0> : tensor<3x2xf8E5M2>, attr1= dense<0> : tensor<si1>, k$2= affine_map<() -> ((-(2)) mod 6, 3)>, "quoted key 3"= #x_y0}, x1= affine_map<(d0)[s0, s1] -> (-(s0), 9 * (s1))>, d.k2}: () -> (i64)
    %_17:3 = "x.y"() {my.k0, a1= array<i1: false, false, true>, _u2= dense_resource<res_0> : tensor<5xi8>}: () -> (i17, complex<f64>, f8E5M2)
    %18 = "foo.bar.baz"(%v0, %_17#2) ({
        %19 = "foo.compute"(%_17#2): (f8E5M2) -> si16
        %value20:2 = "x.y"(%_17#2)<{}>: (f8E5M2) -> (memref<1xf16>, i7)
        %value21 = "foo.op"(%19) ({
            %22:3 = "bar.yield"(%19, %value20#1, %_17#2): (si16, i7, f8E5M2) -> (complex<bf16>, i128, (i32, !ty2) -> index) loc(unknown)
        }) {x0= distinct[5]<"aX\\\7f\n/}\00\C3\A9\nX">}: (si16) -> !ty0 loc("x")
        "foo.br"(%value20#0, %value20#1)[^bb5, ^bb5] {d.k0= #x_y0, a1= distinct[7]<>}: (memref<1xf16>, i7) -> () loc(callsite("name" at "with \"q\""))
    ^bb5:
        "d.op_1"() <{}> {k$0, k$1= 7.260 : f16, attr2= -9223372036854775808}: () -> ()
        "cfx.cond_br"()[^$6] {a0= false}: () -> () loc(callsite(callsite("src/x.py":4294967295:0 at unknown) at "a.mlir":4294967295:4294967295))
    ^$6:
        %_23:2 = "x.y"(%value20#1) {b0= 100.0 : f8E5M2FNUZ, "quoted key 1"= -1: i17, a2= 0.1 : f8E8M0FNU}: (i7) -> (!T_1, !ty2)
    }): (i64, f8E5M2) -> (none) loc(#l_x1)
    "my_dialect.thing"()<{z90= unit, z91= -3.14159265358979 : f16, foo.k2= dense_resource<weights1> : tensor<5xf64>, b3= affine_set<(i0)[N0] : (-(i0 - i0) <= 2)>}> {}: () -> () loc(fused[fused<#foo.m>[], #l_x1, #l_x1]) // trailing comment
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000009CD077E414",
      weights1: "0x08000000D8334A543EC6DFEC9042C4215FD26ED5DDCE1F5CD384EDDE66498D4BF95FAEFFBB415A1C28CBD4A5"
    }
  }
#-}
