"builtin.module"() ({
  %0 = "z.nop"() {attr0= sparse<[[3, 0], [2, 1], [0, 2], [3, 2]], [1, -45, 1, 0]> : tensor<4x3xi8>, value1= dense<-0.5212040> : vector<2xbf16>, attr2= "\\{@z*!_\D1\\-#", b3= dense_resource<r.0> : tensor<4xi8>}: () -> complex<i32>
  %_1 = "foo.op"(): () -> i3
  "x.y"(%_1): (i3) -> ()
  // é unicode

  %value2 = "d.op_1"() <{sym_name0= dense<> : tensor<0x4x4xi32>, sym_name1= f16}> ({
}, {
  ^0(%_3: f6E3M2FN loc(callsite(fused[] at "src/x.py":160:74))):
    %value4 = "foo.op"() <{}> ({
    ^bb1(%5 : i32, %value6: !my_dialect<"x<y>">, %value7 : tuple<f128>):
      "a.b"(%value6) {z90}: (!my_dialect<"x<y>">) -> ()
      "foo.bar"() {d.k0= [], d.k1= "{*\C3\A9%\00{", "quoted key 2"= -2.0 : f64, foo.k3= 0: i3}: () -> () loc("n"("a.mlir":110:133))
    }, {
}) {_u0= dense_resource<blob1> : tensor<1xi64>, value1= false, d.k2= false, k$3= array<i16: 41, 2>}: () -> memref<8xi64>
    %8, %9:2 = "z.nop"(%0 , %0, %_3) ({
    ^2(%$10: ui17):
    }) {}: (complex<i32>, complex<i32>, f6E3M2FN) -> (memref<348x?x5xui24, strided<[?, 61, ?], offset: ?>>, tuple<>, f8E4M3FN) loc("a.mlir":250:429)
    %x11 = "z.nop"() ({
    ^$3(%12: tensor<f32> loc("src/x.py":50:72 to 50:61), %13: si64, %value14: si32 loc("f":5:99999999999999999999 to 6:38)):
    }, {
      "builtin.module"() ({
        %arg15:3 = "d.op_1"(): () -> (vector<11x5xsi3>, complex<ui32>, ui64) loc(unknown)
        // "quotes" and {braces} in a comment
        "x.y"(%arg15#0, %arg15#2, %arg15#2) {z90, a1= 46.4E1 : f64, sym_name2= "\t 🙂@\00/@-"}: (vector<11x5xsi3>, ui64, ui64) -> ()
        %_16 = "foo.op"(%arg15#0, %arg15#2, %arg15#1) ({
        ^bb4:
          "foo.op"(%arg15#0, %arg15#2) {value0= ["\6F{\\\\", "", 45 : index], d.k1= array<i32: 0, -1, 2>, value2, attr3= false}: (vector<11x5xsi3>, ui64) -> () loc(callsite("dir/with space.c":225:292 at unknown)) // trailing comment
          "x.y"(%arg15#0, %arg15#0) {sym_name0= "0\n/.0\00日本\F70z.#", b1= [true, si32]}: (vector<11x5xsi3>, vector<11x5xsi3>) -> () loc("a.mlir":0:483)
          %-17 = "foo.bar"()<{x0= 0: i24, attr1= 36 : index, "quoted key 2"	= [12 : index, false,
    0x19A3: i32], foo.k3= sparse<[[5], [3]], [7.809, 0xBF27]> : tensor<6xbf16>}>: () -> (memref<*xi17, "gpu">)
          %18 = "bar.yield"() {value0= 0: i64, "quoted key 1"= "b{\00z#\""}: () -> complex<f6E2M3FN> loc(callsite("":3:63 to 5:46 at "v"("":0:87)))
          "foo.bar.baz"(%arg15#2): (ui64) -> ()
        }, {
}): (vector<11x5xsi3>, ui64, complex<ui32>) -> (() -> ())
        "x.y"() {my.k0= affine_map<(i0, i1)[N0, N1] -> (N1, -(N0) - (i0) floordiv 1, (N1 - i1) floordiv 3)>, x1= sparse<[[4, 1], [5, 1], [3, 0], [1, 1]], [0x2, 0, 265553, 0x65]> : tensor<6x2xi32>, z92= #foo<"x<1>">, foo.k3= dense<0x0> : tensor<2xui8>}: () -> ()
        %_19 = "foo.compute"(%arg15#0, %arg15#1): (vector<11x5xsi3>, complex<ui32>) -> (tensor<4xf16>) loc("a.mlir":155:338)
      }) : () -> () loc("name")
    }): () -> (complex<f8E4M3FNUZ>)
    "x.y"(%9#0, %x11): (tuple<>, complex<f8E4M3FNUZ>) -> () loc("dir/with space.c":85:214)
    %_20, %21:2 = "foo.bar.baz"(%9#1) {b0= i1024, _u1= #bar.flag, "quoted key 2"}: (f8E4M3FN) -> (tensor<?xsi24>, bf16, tensor<783x0xf8E3M4>)
  }, {
  }): () -> !bar.a.b
}) {foo.module_attr = !x.t} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000025AF721D",
      blob1: "0x080000007D97CFB8C3E9C163"
    }
  }
#-}
