!alias_0 = i8
#attr_0 = [-65504.0 : bf16, #bar<"abc">]
#attr_1 = affine_set<(d0)[s0, s1] : ((s0 - 8) floordiv 6 >= 0, ((d0) ceildiv 1) * s1 <= 5)>

"builtin.module"() <{sym_name = "m67"}> ({
  %x0:2 = "foo.compute"(): () -> (none, f8E5M2FNUZ) loc("f":398:490)
  %v1:3 = "a.b"(%x0#0, %x0#0)<{}>: (none, none) -> (vector<[3]x[11]xf6E3M2FN>, tuple<i32, index, f16, f64>, none) loc("":46:35 to 48:39)
  %_2 = "foo.compute"(): () -> tensor<2xf32, #foo.enc> loc("src/x.py":25:71 to 25:10)
  "a.b"(%_2, %v1#1, %_2): (tensor<2xf32, #foo.enc>, tuple<i32, index, f16, f64>, tensor<2xf32, #foo.enc>) -> () loc("n"("f":36:74 to 36:15))
  %3:4 = "foo.bar.baz"()<{}> ({
    "cfx.cond_br"(%v1#2, %_2, %v1#1)[^x.y1]: (none, tensor<2xf32, #foo.enc>, tuple<i32, index, f16, f64>) -> ()
  ^x.y1(%_4: i64, %5: index loc(callsite(unknown at fused["src/x.py":55]))):
    %v6 = "foo.compute"() ({
      "builtin.module"() ({
        %r7 = "z.nop"() {b0= 1: i32, a1= "\t0\\0\C3\A9%z' }X\""}: () -> (!my_dialect.v<<[true, ?, -5]>>)
      }) : () -> ()
    }, {
    ^bb4:

      "z.nop"(%v1#2): (none) -> ()
      %_8 = "x.y"(%_2, %x0#0, %_2) ({
        %arg9 = "x.y"(): () -> memref<3x2xvector<[9]xsi64>, 2>
        %10:3 = "foo.compute"(%_4) {d.k0= 1, "quoted key 1"= 1.0e300 : f16, k$2= #x.flag, x3= array<f64: 4.9e-324, 163.17601, 1.0e38, 0.3>}: (i64) -> (f16, vector<14x11xf64>, memref<3xui32, strided<[1], offset: 11>, 5>)
        %arg11 = "foo.bar"(%10#2, %_4, %v1#0)<{d.k0= dense<[-2.0]> : vector<1xf6E2M3FN>}>: (memref<3xui32, strided<[1], offset: 11>, 5>, i64, vector<[3]x[11]xf6E3M2FN>) -> (tensor<?xcomplex<f128>, 6 : i32>)
        %12 = "a.b"(%x0#0, %x0#0, %10#0): (none, none, f16) -> ui8
      }, {
        %value13 = "d.op_1"(): () -> ui128 loc("f":45)
      }) {"quoted key 0"= dense<0x7C00> : vector<2xf16>, sym_name1, x2= 327: ui64, k$3= dense<[[-2.718281828459045, 2.5e-3, 0xD1A85244FEEB96F1000A, 0.710]]> : tensor<1x4xf80>}: (tensor<2xf32, #foo.enc>, none, tensor<2xf32, #foo.enc>) -> f80 loc("op.1")
      %value14 = "my_dialect.thing"(): () -> !alias_0 loc(callsite("f":350:292 at unknown))
      %_15:2 = "foo.op"(%v1#1, %_8, %value14): (tuple<i32, index, f16, f64>, f80, !alias_0) -> (tensor<2x44x0xf8E4M3FNUZ>, tensor<?x6x3xindex>) loc(fused[unknown, "a.mlir":0:0, "a.mlir":0:433])
    }, {
      "builtin.module"() ({
        %value16:2 = "a.b"() {k$0= "\00\t@}\1E@}.", "quoted key 1"= [0x5F57 : bf16, true, #attr_0, "%#日本}日本日本//\C3\A9\\<" : ui17]}: () -> (!bar.v<8>, memref<?xvector<15x9x[5]xi7>, affine_map<(d0) -> ((4) mod 4)>>) loc(fused["n"("":4294967295:60), fused<"meta">[]])
      }) : () -> () loc(callsite("name" at unknown))
    }): () -> (vector<16x4x7xi32>) loc("name")
    %r17 = "foo.bar"(%v1#1, %v1#0, %v6) {b0= ["", ["\"\tzΩ\\\\\F1", 2.718281828459045 : bf16, "a{\BA\nb\7f\n" : i1, 4294967295: i32], 654: i64], k$1= i128, a2= @x.y::@"a"}: (tuple<i32, index, f16, f64>, vector<[3]x[11]xf6E3M2FN>, vector<16x4x7xi32>) -> vector<12xindex> loc(unknown)
    %18:4 = "z.nop"(%r17): (vector<12xindex>) -> (complex<f8E8M0FNU>, index, tensor<?x63x235x1xcomplex<bf16>, #foo.enc>, i24)
    "a.jump"(%v1#2, %_4, %v6)[^x.y2, ^b3]: (none, i64, vector<16x4x7xi32>) -> () loc("src/x.py":464:335)
  ^x.y2():
    "foo.br"(%v1#1, %_2)[^b3]: (tuple<i32, index, f16, f64>, tensor<2xf32, #foo.enc>) -> ()
  ^b3(%value19: vector<1x10x5xf8E4M3B11FNUZ>, %value20: memref<34x?x?xf16, {kind = "scratch"}>):
    %a.b21:2 = "my_dialect.thing"(%value20)<{z90= 0x7F: ui7, value1, _u2= dense_resource<weights0> : tensor<3xi64>}> {"quoted key 0"= 160.828087 : f8E4M3B11FNUZ, attr1= -5434: si16, "quoted key 2"= #x<"x<1>">, z93= []}: (memref<34x?x?xf16, {kind = "scratch"}>) -> (!alias_0, f16) loc("dir/with space.c":69:85)
  }, {
    "d.op_1"(%v1#2, %v1#1): (none, tuple<i32, index, f16, f64>) -> () loc(fused["n"("name"), "a.mlir":413:0])
  }, {
  ^bb8(%22: i1 loc("dir/with space.c":14:77 to 17:74), %_23: tensor<si24> loc(fused["callee"("name"), "a.mlir":4294967295:451, unknown]), %value24 : (f6E3M2FN) -> () loc(fused[callsite("op.1" at "a.mlir":99), unknown])):
  }): () -> (memref<*xf8E4M3FN, "gpu">, () -> index, memref<?x8xf16, 4>, index) loc("f":452:277)
  "a.b"(%3#1)<{x0= dense<[[-6211753488717842862]]> : tensor<1x1xi64>}>: (() -> index) -> () loc("v"(fused["dir/with space.c":24, "dir/with space.c":61]))
  %25, %26:3 = "bar.yield"(%3#2, %3#3): (memref<?x8xf16, 4>, index) -> (memref<247xcomplex<f16>>, i32, tuple<>, memref<?x7x6xf32, 1>) loc(unknown)
  %v27 = "z.nop"(%v1#2, %25, %26#2): (none, memref<247xcomplex<f16>>, memref<?x7x6xf32, 1>) -> (tensor<3x41xui32>) loc("f":258:0)
}) {foo.module_attr = #attr_1} : () -> () loc("f":40:65 to 43:48)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000070B974A8A4B34438CC90FDDA3555636C6B574FE7A41FACB3"
    }
  }
  }
#-}
