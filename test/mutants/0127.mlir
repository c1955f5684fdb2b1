// ir-gen random --seed 200 --size 35
%0 = "foo.bar.baz"() ({
^loop0(%value1: vector<9xf16>):
}) {my.k0= [], x1}: () -> vector<[1]x9x5xf16> loc(callsite("with \"q\"" at fused<#foo.m>[unknown, "dir/with space.c":292:374]))
%_2 = "foo.op"(%0): (vector<[1]x9x5xf16>) -> (i1024)
%3 = "foo.bar"()<{attr0= 12 : index, sym_name1= 5: i8, z92= [#foo.p<{{-5} 36 "x y"}>]}> ({
}, {
    %$4 = "z.nop"() {foo.k0, value1= "z@é\3F\00.}0\"\"", k$2= 6.31681e-4 : f64, _u3= array<i1: true, true, true, true>}: () -> (tuple<i17, i64>) loc("src/x.py":157:412)
    "x.y"(%$4, %$4) ({
}, {
    ^b3(%-5: bf16, %_6: f16 loc(callsite("dir/with space.c":20:14 to 23:39 at "a.mlir":51:4294967295))):
        "d.op_1"(%$4) {k$0= 0x33870 : tf32, sym_name1= #my<"a b">}: (tuple<i17, i64>) -> ()
        %_7 = "a.b"(%_6, %_2, %$4) {_u0= dense<[[[-1.724, -2.75942e39, 0x7030], [0xE446, 28.137954, 0xB3B6], [0.5, 0xFC00, 0.0162298]], [[-68.79E6, -590574.0, 0x7FFF], [0.5, 6.991, 849777.0], [0x2E85, 3.14159265358979, 0xE539]], [[0.3, 1.0e300, 0xE29E], [404.845112, 41.750343, 4.908], [1.0e-5, 554264.0, 9.41403e39]]]> : tensor<3x3x3xf16>, attr1= true, sym_name2}: (f16, i1024, tuple<i17, i64>) -> tensor<*xf32>
        %8 = "foo.compute"(%_7): (tensor<*xf32>) -> memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6> loc(fused<#foo.m>[])
        %v9, %v10:3 = "a.b"(%-5, %8, %_7) {b0= [0x4ADA1D57E239A54D : f64, 0.3860191, sparse<[[2, 5, 0]], [-9223372036854775808]> : tensor<3x6x6xi64>], b1= "0/", attr2= 18446744073709551615: i64, _u3= array<f32: 656.534339, 4.9e-324>}: (bf16, memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6>, tensor<*xf32>) -> (f64, f64, f32, si1) loc(callsite("v"("":404:99) at "op.1"))
        %v11:4 = "a.b"(): () -> (f8E4M3FN, f8E4M3FNUZ, index, tensor<838x6x36x0xcomplex<bf16>>) loc("":4294967295:169)
        "z.nop"() {a0= 0xF5: i128, foo.k1= ".\00.a\n0\00\C3\A9#@"}: () -> ()
    }, {
        %v12 = "foo.op"(%$4, %$4): (tuple<i17, i64>, tuple<i17, i64>) -> complex<bf16> loc("src/x.py":23:0)
        %13 = "bar.yield"(%_2, %$4, %$4) <{"quoted key 0"}> {"quoted key 0"= "b@}-\00.\C3\A9"}: (i1024, tuple<i17, i64>, tuple<i17, i64>) -> si16 loc(fused["src/x.py":264:392, "src/x.py":193:4294967295])
        "z.nop"(): () -> ()
        "z.nop"() <{b0= -1: i8, k$1= dense<0x00000001> : tensor<f32>}>: () -> () loc(fused<3 : i32>["x", "callee"("":134:474)])
        "cfx.cond_br"(%$4, %v12)[^5, ^6] ({
        ^bb8(%r14: vector<[8]xi64> loc(fused<6 : i32>["callee"("dir/with space.c":15:54 to 18:70), "x", "with \"q\""]), %v15: index loc("a.mlir":0:441)):
        }): (tuple<i17, i64>, complex<bf16>) -> () loc("":4294967295:336)
    ^5:
        "z.nop"(%$4) {b0= #x.flag, k$1= [0xE1 : f8E4M3, 0: ui32, distinct[3]<dense<[-1, -32768, 0]> : tensor<3xi16>>, dense<"0x405AB35E4018108C"> : tensor<1x4x1xf16>], "quoted key 2"= 9.999999e9 : f8E4M3FNUZ, z93= 33 : index}: (tuple<i17, i64>) -> ()
        "x.switch"(%v12)[^6]: (complex<bf16>) -> () // trailing comment
    ^6:
        "bar.yield"(%$4, %_2)<{"quoted key 0"= 0x1: i1}>: (tuple<i17, i64>, i1024) -> ()
        %16 = "foo.op"(%13): (si16) -> (i1)
        "cfx.cond_br"()[^bb7]: () -> () loc("dir/with space.c":31:38 to :38) // trailing comment
    ^bb7:
        %r17 = "foo.op"(%v12, %v12, %_2): (complex<bf16>, complex<bf16>, i1024) -> !my_dialect.t
        "foo.bar"(%_2, %13)<{k$0= ""}> ({
}) {x0= -1: si32, my.k1= true}: (i1024, si16) -> () loc("":26:20 to :29)
        "bar.yield"(): () -> ()
        "foo.bar.baz"(): () -> ()
            "cfx.cond_br"()[^x.y10, ^x.y10]: () -> ()
        ^x.y10:
            %19 = "my_dialect.thing"(%v12, %13, %r17): (complex<bf16>, si16, !my_dialect.t) -> memref<606x?xi32, strided<[?, 1], offset: ?>, 6>
            %v20 = "my_dialect.thing"(%r17) {}: (!my_dialect.t) -> bf16 loc(callsite("callee"("a.mlir":25:2 to 28:45) at "a.mlir":117:69))
            %_21, %value22:3 = "a.b"(%13, %13, %v20) {_u0= loc(fused["":8:17 to 10:11, "a.mlir":0:327]), z91= -3: si7}: (si16, si16, bf16) -> (tensor<543x1x4xbf16>, tuple<f64, ui3, f8E8M0FNU, index>, i7, index)
            "a.b"(%_21): (tensor<543x1x4xbf16>) -> () loc("f":198:0)
            "cfx.cond_br"(%value22#0, %value22#0)[^bb11, ^bb11] {attr0= "\00é", _u1= [6: i64, affine_set<(d0, d1)[s0, s1] : (d1 + d1 * 6 >= 4 - 8, (-(d0)) mod 4 >= 3 * 8)>, 2.5e-3 : bf16], my.k2= @c::@f_1::@_priv}: (tuple<f64, ui3, f8E8M0FNU, index>, tuple<f64, ui3, f8E8M0FNU, index>) -> ()
        ^bb11(%value23: f8E4M3 loc("a.mlir":34:59 to :60), %24: none loc("dir/with space.c":484:152), %_25: tensor<2xindex>):
            %tmp_26 = "a.b"(%value23, %_25, %24)<{x0= distinct[6]<#bar<"x<1>">>, value1= 0: i128}>: (f8E4M3, tensor<2xindex>, none) -> f80 loc(unknown)
        }, {
}, {
            "builtin.module"() ({
                %27 = "a.b"(): () -> i17 loc(callsite(unknown at "v"("x")))
                %v28, %v29:2 = "x.y"(%27, %27, %27) {my.k0= true, sym_name1= unit, a2= dense_resource<blob0> : tensor<1xf64>, x3= 170141183460469231731687303715884105727: si128}: (i17, i17, i17) -> (memref<6xbf16>, index, vector<index>)
            }) : () -> () loc("a.mlir":6:37 to :39)
        }): (!my_dialect.t, complex<bf16>) -> i8 loc("callee"("v"("a.mlir":352:334)))
        %value30 = "z.nop"(%13, %r17)<{b0= []}>: (si16, !my_dialect.t) -> index
    }) {z90= 1, x1= array<i1: true>}: (tuple<i17, i64>, tuple<i17, i64>) -> ()
    %value31 = "x.y"(%$4, %0): (tuple<i17, i64>, vector<[1]x9x5xf16>) -> i64 loc("a.mlir":44:69 to 45:63)
    %v32 = "foo.bar"(%value31, %0) <{}>: (i64, vector<[1]x9x5xf16>) -> tuple<index, index> loc("f":90:126)
    "x.y"(%_2): (i1024) -> () loc("src/x.py":2:14 to 3:50)
    %v33 = "d.op_1"(%$4) {z90= 255: ui8, _u1= dense_resource<weights1> : tensor<5xf32>}: (tuple<i17, i64>) -> f16 loc(fused[callsite("src/x.py":285:120 at "src/x.py":69), fused["a.mlir":261:32, "f":5:65 to 6:63], "src/x.py":5:68 to :73])
}, {
^x.y12():
    %value34 = "foo.compute"(%0) {}: (vector<[1]x9x5xf16>) -> f128 loc("src/x.py":95:0)
}) {}: () -> (bf16)
%v35, %$36:3 = "foo.compute"(%0, %0, %_2): (vector<[1]x9x5xf16>, vector<[1]x9x5xf16>, i1024) -> (complex<tf32>, index, vector<5xui64>, !bar<"">) loc("":19:72 to :72)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B7EF38E6AC5AF244",
      weights1: "0x04000000D11D371C3947642C3883EC067798EE0E0FF73D81"
    }
  }
#-}
