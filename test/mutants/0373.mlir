// ir-gen random --seed 2 --size 18
!alias_0 = !foo<"">
!alias_1 = f8E4M3FN
!alias_2 = i7
#loc0 = 0xD5AE70B7678D3EB1 : f64
#L1 = loc(fused[])

%value0 = "a.b"() {b0= dense_resource<blob0> : tensor<2xi64>}: () -> f4E2M1FN loc("f":4294967295:4294967295)
%value1, %2:3 = "a.b"(%value0): (f4E2M1FN) -> (!foo.t<-3 , -4>, ui64, none, !alias_0) loc(callsite("a.mlir":441:51 at "x"))
%-3 = "a.b"(%2#0, %2#2): (ui64, !alias_0) -> !alias_0
%_4:2 = "z.nop"() ({
^bb0:
  %5:2 = "a.b"(%2#1, %2#1, %2#2) {attr0= dense<[[(-158383.0, 9.999999e9)], [(0x9307, 1.0e-30)], [(0.8565705, 2.5e-3)]]> : tensor<3x1xcomplex<f16>>}: (none, none, !alias_0) -> (tuple<>, memref<1x3xbf16>) loc("src/x.py":27:22 to 29:63)
  "x.y"(%5#0): (tuple<>) -> () loc(callsite("dir/with space.c":466:4294967295 at "":14:58 to :66))
  "my_dialect.thing"(%5#0, %-3, %2#0) ({
    "foo.bar.baz"(%value1, %2#0) ({
      "builtin.module"() ({
        %6:4 = "my_dialect.thing"() {}: () -> (complex<f8E5M2FNUZ>, tuple<>, !alias_2, index)
        %tmp_7 = "z.nop"(%6#0, %6#0, %6#1): (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>, tuple<>) -> complex<f16>
        "bar.yield"(%6#2, %6#3)<{value0= #loc0}>: (!alias_2, index) -> ()
        "a.b"(%6#2, %6#3): (!alias_2, index) -> ()
        %v8:2 = "d.op_1"(%6#3, %6#1) {}: (index, tuple<>) -> (tensor<?x46xf32>, index) loc(#L1)
      }) : () -> ()
    }): (!foo.t<-3 , -4>, ui64) -> ()
  }, {
    %$9 = "x.y"(): () -> (memref<3x179x?xf32, affine_map<(d0, d1, d2)[] -> (((d1) floordiv 5) ceildiv 9)>>) loc(callsite(unknown at "n"("f":301:321)))
    %r10 = "a.b"(): () -> f64 loc(fused[fused<"meta">["src/x.py":12:56 to :64, #L1, "":16:35 to :37], fused<4 : i32>[], fused["src/x.py":33]])
  }): (tuple<>, !alias_0, ui64) -> () loc("line
break")
  %11 = "foo.bar.baz"(): () -> i32 loc("x")
  %12 = "d.op_1"(%5#0) <{b0= @c::@c, z91, sym_name2, attr3= @b}> {attr0= "🙂\n", "quoted key 1"= false, "quoted key 2"= "Ω_{\C3\A9\"}\00\\%\83\AE" : f8E4M3}: (tuple<>) -> vector<f128>
  %13 = "a.b"()<{"quoted key 0"  = dense<[[0.2, -3.59180e-5, -1.0e38], [-0.3, 1.5, 719455.0], [0.3, 0.5, 2.97685e+14]]> : vector<3x3xf6E3M2FN>, x1= 4.912 : bf16}>: () -> none
}) {"quoted key 0"= false, attr1= dense<> : tensor<3x3x0xui64>}: 
  () -> (!alias_1, vector<4xf64>)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000063BB6D56E34D125808A25F32D2994AA4"
    }
  }
#-}
