#loc4 = loc("0187.in.mlir":16:10)
#loc5 = loc("0187.in.mlir":16:32)
#loc6 = loc("0187.in.mlir":16:71)
#loc19 = loc("0187.in.mlir":41:14)
#map = affine_map<()[s0] -> ((s0 floordiv 6) mod 3, 12)>
#set = affine_set<(d0)[s0] : (0 >= 0, -(d0 floordiv 4 + s0 * 7) + 4 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() {a1 = 0 : i24, my.k2 = #set, x0} : () -> ((tensor<*xcomplex<f16>>, f16) -> ()) loc(#loc1)
  "bar.yield"() : () -> () loc(#loc2)
  %1:2 = "z.nop"(%0) ({
  }, {
  ^bb0(%arg0: memref<*xbf16> loc("0187.in.mlir":16:10), %arg1: tensor<1x40x?x?xi32, #foo.enc<-2>> loc("0187.in.mlir":16:32), %arg2: memref<?x4x52xi64, 1> loc("0187.in.mlir":16:71)):
    "foo.compute"(%arg1, %0, %arg0) <{a0 = ["<^\7F" : index, affine_set<(d0, d1, d2)[s0] : (d2 * s0 >= 0, -(d2 mod 5) == 0)>]}> ({
      %9:3 = "foo.bar.baz"(%arg0) {sym_name0 = #my<"a b">, sym_name2 = 0x7C00 : f16, x1 = dense<[0, 6814228168443522609962404204195647572171058264859821506898238995031428004676714122090546454249812978706648476736752564998544184554696935889933750594735460634]> : tensor<2xui1024>} : (memref<*xbf16>) -> (index, !x<"x<y>">, ui8) loc(#loc8)
      "foo.bar.baz"(%9#2) <{_u0 = 1.500000e+00 : f8E4M3, d.k1 = affine_map<(d0)[s0] -> ()>, foo.k2, "quoted key 3" = {}}> {a2 = "\E6\97\A5\E6\9C\AC\\\22\22!", a3 = true, attr1 = "zX\09\09*", value0 = #map} : (ui8) -> () loc(#loc9)
      %10:2 = "foo.compute"(%9#0, %0) : (index, (tensor<*xcomplex<f16>>, f16) -> ()) -> (!x<"x<y>">, f32) loc(#loc10)
      %11 = "x.y"() : () -> memref<56x?xf16, 3> loc(#loc11)
      "my_dialect.thing"(%10#0, %11) : (!x<"x<y>">, memref<56x?xf16, 3>) -> () loc(#loc12)
      %12 = "foo.op"() {d.k0, foo.k2 = dense<28> : tensor<index>, "quoted key 1"} : () -> i32 loc(#loc13)
    }, {
      "cfx.cond_br"(%arg2)[^bb1] <{z90 = affine_map<(d0, d1)[s0, s1] -> (192, 5, 0)>, z91}> : (memref<?x4x52xi64, 1>) -> () loc(#loc25)
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %5:2 = "foo.bar"(%arg0, %arg1, %arg1) <{attr1 = @b::@a, sym_name0 = dense<1.999510e-01> : tensor<3x3xf16>}> {_u0 = sparse<[[3, 2]], 0> : tensor<5x4xi8>, _u2 = dense<[[[295], [-2147483648]]]> : tensor<1x2x1xi32>, b1 = "<^\7F" : index} : (memref<*xbf16>, tensor<1x40x?x?xi32, #foo.enc<-2>>, tensor<1x40x?x?xi32, #foo.enc<-2>>) -> (tuple<ui17, i32, f16, i17>, index) loc(#loc15)
      "cfx.cond_br"(%arg0, %arg2)[^bb2, ^bb2] <{d.k0 = 6 : index}> ({
        %7:3 = "a.b"(%5#0, %5#1, %0) {"quoted key 0", z91 = 4.594320e+05 : f64} : (tuple<ui17, i32, f16, i17>, index, (tensor<*xcomplex<f16>>, f16) -> ()) -> (i7, tensor<4x586x2x0xf6E2M3FN>, !x<"x<y>">) loc(#loc12)
        "d.op_1"(%5#0, %5#1) {a0 = dense<[[21], [80], [49], [95]]> : vector<4x1xui8>, attr2 = dense<> : tensor<0x1xbf16>, b3 = 7.500000e+00 : f6E2M3FN, "quoted key 1" = dense<[[21], [80], [49], [95]]> : vector<4x1xui8>} : (tuple<ui17, i32, f16, i17>, index) -> () loc(#loc2)
        %8 = "d.op_1"(%arg0, %arg0) {"quoted key 3" = "<\22" : i1, value2 = true, x0 = 1 : i128, x1 = dense<0> : tensor<ui8>} : (memref<*xbf16>, memref<*xbf16>) -> i1024 loc(#loc17)
      }, {
      }) : (memref<*xbf16>, memref<?x4x52xi64, 1>) -> () loc(#loc16)
    ^bb2:  // 2 preds: ^bb1, ^bb1
      "foo.br"(%arg1, %0, %arg1)[^bb3, ^bb1] : (tensor<1x40x?x?xi32, #foo.enc<-2>>, (tensor<*xcomplex<f16>>, f16) -> (), tensor<1x40x?x?xi32, #foo.enc<-2>>) -> () loc(#loc18)
    ^bb3(%6: index loc("0187.in.mlir":41:14)):  // pred: ^bb2
      "d.op_1"(%0, %arg1, %arg0) <{a3 = "<^\7F" : index, attr1 = #x.b.c, "quoted key 2" = dense<224> : tensor<i128>, value0 = dense_resource<res_0> : tensor<5xi32>}> : ((tensor<*xcomplex<f16>>, f16) -> (), tensor<1x40x?x?xi32, #foo.enc<-2>>, memref<*xbf16>) -> () loc(#loc20)
    }) : (tensor<1x40x?x?xi32, #foo.enc<-2>>, (tensor<*xcomplex<f16>>, f16) -> (), memref<*xbf16>) -> () loc(#loc7)
    %3 = "z.nop"() {sym_name0 = 0 : i128} : () -> complex<f6E3M2FN> loc(#loc21)
    %4 = "bar.yield"() <{sym_name0}> : () -> tensor<51xf8E4M3B11FNUZ> loc(#loc22)
  }) {_u0, my.k1 = "a\09/\00" : i8, x2 = #foo.a} : ((tensor<*xcomplex<f16>>, f16) -> ()) -> (memref<?x4xf32, strided<[37, 1]>>, !x<"x<y>">) loc(#loc24)
  %2 = "z.nop"(%0, %1#0, %1#1) <{_u0, z91}> {attr0 = @main::@x.y, x1} : ((tensor<*xcomplex<f16>>, f16) -> (), memref<?x4xf32, strided<[37, 1]>>, !x<"x<y>">) -> tensor<892x49x?x?xsi1> loc(#loc23)
}) {foo.module_attr = []} : () -> () loc(#loc)
#loc = loc("-":0:4294967295)
#loc1 = loc("0187.in.mlir":12:15)
#loc2 = loc("v")
#loc3 = loc("src/x.py":2:40 to 5:39)
#loc7 = loc("0187.in.mlir":17:9)
#loc8 = loc("0187.in.mlir":19:25)
#loc9 = loc("0187.in.mlir":21:13)
#loc10 = loc("0187.in.mlir":22:21)
#loc11 = loc("0187.in.mlir":23:23)
#loc12 = loc("name")
#loc13 = loc("0187.in.mlir":26:18)
#loc14 = loc("dir/with space.c":22:63 to 23:57)
#loc15 = loc("0187.in.mlir":30:22)
#loc16 = loc("with \22q\22")
#loc17 = loc("0187.in.mlir":34:24)
#loc18 = loc("0187.in.mlir":39:13)
#loc20 = loc("0187.in.mlir":42:13)
#loc21 = loc("f":49:357)
#loc22 = loc("0187.in.mlir":47:16)
#loc23 = loc("x")
#loc24 = loc("n"(#loc3))
#loc25 = loc("n"(#loc14))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000B76A6DA7D17BB12C54650C78F4B964E6514474F6"
    }
  }
#-}

