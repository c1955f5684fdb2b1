// ir-gen random --seed 88 --size 28
#attr_0 = dense_resource<blob0> : tensor<2xi32>
!T_0 = f64
#L1 = loc("src/x.py":26:39 to 26:77)
#L2 = loc("v"(unknown))

"builtin.module"() ({
    // // nested
    %value0 = "foo.bar"() {a0, foo.k1= {b0= 948908922344, _u1= 54 : index, "quoted key 2"= 0: ui32}}: () -> memref<23x?xf64, affine_map<(i0, i1) -> (7)>>
    "foo.op"(%value0, %value0, %value0) {x0= #attr_0, foo.k1= dense<[[995, 962], [119, 127], [178,  695]]> : tensor<3x2xindex>, z92= sparse<[[4], [2], [4]], [18446744073709551615, 1747263069884473421, 0x8]> : tensor<6xi64>}: (memref<23x?xf64, affine_map<(i0, i1) -> (7)>>, memref<23x?xf64, affine_map<(i0, i1) -> (7)>>, memref<23x?xf64, affine_map<(i0, i1) -> (7)>>) -> () loc("a.mlir":223:0)

    "d.op_1"(%value0):	 (memref<23x?xf64, affine_map<(i0, i1) -> (7)>>) -> () loc("v"("dir/with space.c":34:54 to 35:2))
    "bar.yield"(%value0): (memref<23x?xf64, affine_map<(i0, i1) -> (7)>>) -> ()
    %_1:2 = "z.nop"(%value0, %value0, %value0) {d.k0, x1= 0.2 : f128}: (memref<23x?xf64, affine_map<(i0, i1) -> (7)>>, memref<23x?xf64, affine_map<(i0, i1) -> (7)>>, memref<23x?xf64, affine_map<(i0, i1) -> (7)>>) -> (i32, memref<3x?x4xbf16, {kind = "scratch"}>) loc(unknown)

    %value2, %arg3:3 = "foo.compute"(%value0) {b0, "quoted key 1"= affine_set<(d0) : (-((4) floordiv 3) >= d0, (d0) floordiv 7 >= 0)>, z92= none}: (memref<23x?xf64, affine_map<(i0, i1) -> (7)>>) -> (si3, tuple<>, !T_0, i1) loc("":49:53 to :57)
    "my_dialect.thing"(%arg3#1, %arg3#1) {"quoted key 0"= "éaé@", d.k1= -8388608: i24, b2= #x.p<-2 , 90 , {[63] , ["x y", 93]}>, _u3= #bar.v<-4,"x y">}: (!T_0,!T_0) -> () loc("src/x.py":40:50 to 43:70)
    "foo.bar"(%_1#1) {a0= [array<i64: 18446744073709551615>, distinct[1]<affine_set<(i0)[N0, N1] : ((N0 - 7) floordiv 2 >= i0 - i0, i0 - i0 * 5 <= 8)>>, 0x0: i64, affine_map<(i0, i1)[N0] -> ()>], foo.k1= "<\0Ea<0/#<\\<@", value2= dense<"0xEB1412889CD85F39"> : vector<2xi32>, b3= true}: (memref<3x?x4xbf16, {kind = "scratch"}>) -> () loc("a.mlir":87)
    %4:3 = "a.b"() <{a0= affine_set<(d0) : (((6) ceildiv 8) ceildiv 7 >= (d0) floordiv 3, 7 * ((d0) mod 4) >= 0, 4 * ((d0) mod 5) >= 0)>, "quoted key 1"= sparse<[[0], [1], [0], [1]], [0x215F8FEC089DF43E, 0x59916558F55A43DA, 1.0e38, 0x7007AA555EE690C1]> : tensor<2xf64>}> {my.k0=   #attr_0,  d.k1= 16 : index, sym_name2= 1 : index}: () -> (index, memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, complex<f16>) loc("":236:282)
    %_5 = "foo.bar.baz"(%4#1) {sym_name0= @"x y"}: (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>) -> complex<i17>
    %-6 = "z.nop"(%4#1, %4#2) {}: (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, complex<f16>) -> tensor<*xi32> loc("a.mlir":15:0)
    %v7 = "foo.bar.baz"(%_5, %arg3#0, %4#2) {d.k0= 17 : index}: (complex<i17>, tuple<>, complex<f16>) -> !T_0 loc("dir/with space.c":46:7 to :9)
    "foo.bar.baz"(%4#2, %arg3#0)<{k$0= @"x y", b1= 2147483647: si32, my.k2= false}>: (complex<f16>, tuple<>) -> ()
    "foo.bar"(): () -> () loc("src/x.py":0:304)
    %arg8 = "a.b"(%_1#0, %_1#0, %-6): (i32, i32, tensor<*xi32>) -> f128 loc("a.mlir":4294967295:300)
    %9 = "foo.bar"(%-6): (tensor<*xi32>) -> (si16) loc("f":101:310)
    "a.b"(%arg3#1, %arg8) ({
    ^bb0(%value10 : index loc("f":7:55 to 8:18), %11: !T_0, %12: complex<i128> loc("dir/with space.c":141:171)):
        %13 = "x.y"() <{value0= dense<[(0xFC00, 1.0e38), (96.42E8, 764808.0), (5.95992e+8, 0.4244169), (65504.0, 9.999999e9)]> : tensor<4xcomplex<f16>>, my.k1= distinct[4]<true>, _u2= affine_map<(d0)[s0, s1] -> (-((s0) floordiv 9))>, foo.k3= 1.0e-30 : tf32}> ({
            %v14:4 = "bar.yield"(%12, %_1#0, %12) {a0= 43 : index, a1= 12: si64, d.k2= dense<0xB2> : tensor<f8E4M3B11FNUZ>, k$3=  loc("":207:390)}: (complex<i128>, i32, complex<i128>) -> (i8, f32, !bar<"a b">, none) loc(#L1)
        }, {
            "a.jump"(%4#1, %4#0)[^bb3, ^bb3]: (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, index) -> ()
        ^bb3:
            "cfx.cond_br"(%value10)[^bb3] <{my.k0= ""}> {x0= tuple<index, i128, f32, i1>, foo.k1= dense<> : tensor<3x0xui3>}  : (index) -> ()
        }, {
            "foo.br"(%4#2, %9)[^5, ^5] ({
}) {a0, a1, value2, attr3= 0x7AB6FEC0E833A389 : f64}: (complex<f16>, si16) -> ()
        ^5(%15 : tuple<ui1, f16, f16, f32>):
            %_16 = "x.y"(%12, %-6) ({
                %_17:3 = "x.y"() {z90= #attr_0, d.k1= 4: i7}: () -> (f64, f8E8M0FNU, ui32) loc(fused<0 : i32>[callsite("":11:58 to :62 at "op.1"), "a.mlir":46:48 to 49:71, fused["src/x.py":37:7 to :13, "src/x.py":19:54 to 21:32, "f":40]])
                "my_dialect.thing"(%9, %-6): (si16, tensor<*xi32>) -> ()
            }): (complex<i128>, tensor<*xi32>) -> f8E4M3 loc(callsite("dir/with space.c":31:30 to 34:71 at fused[]))
            "foo.bar"(%value0, %arg3#2): (memref<23x?xf64, affine_map<(i0, i1) -> (7)>>, i1) -> () // trailing comment
        }) {z90= f80}: () -> (tuple<>) loc("x")
        "foo.op"(%value10, %12, %11) ({
            "bar.yield"() <{}>: () -> () loc("f":167:479)
        }) {}: (index, complex<i128>, !T_0) -> ()
        "foo.bar"(%value10, %value0, %12)<{x0, a1= [dense<[-41578362, 0x3D,0, -1]> : tensor<4xi32>]}> : (index, memref<23x?xf64, affine_map<(i0, i1) -> (7)>>, complex<i128>) -> ()
        %value18:3 = "z.nop"()<{value0= 0: i32}>: () -> (f8E5M2, index, !my_dialect<"a b">) loc("a.mlir":398:0)
    }) {}: (!T_0, f128) -> () loc("src/x.py":12:63 to 13:78)
    // é unicode
    %19 = "a.b"() {b0= "\00</.z\\}.\"!\00"}: () -> f16 loc(unknown)
    %value20 = "foo.bar.baz"() {my.k0= "!🙂/@b%\"日本\17@ b" : bf16}  : () -> memref<?xcomplex<f8E4M3FN>, affine_map<(d0) -> (d0)>> loc("src/x.py":120:272)
    %21 = "x.y"(%_1#0, %arg8, %arg3#1) {attr0= [255: ui8]}: (i32, f128, !T_0) -> i1024 loc(#L2) // trailing comment
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000DC2378684CA3074C"
    }
    }
  }
#-}
