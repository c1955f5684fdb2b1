// ir-gen random --seed 288 --size 22
#l_x0 = loc(fused[unknown, "":268:409, "a.mlir":28:54 to 29:42])
!alias_0 = ui32
!T_1 = i128

"builtin.module"() <{sym_name = "m36"}> ({
  %r0 = "d.op_1"() ({
}) {x0= loc(fused["dir/with space.c":376:398, "src/x.py":2:4294967295, #l_x0]), _u1= 1.50229e+3 : f8E5M2FNUZ, a2= "\"{%-._\"é<éé{", sym_name3= #my.v<{["x y"], 29, <"x y" 99 63>} , 16 , [-8 <-1 -7>]>}: () -> ((tensor<complex<f32 
 >>) -> ())
  %_1:2 = "foo.bar.baz"(%r0,  %r0) ({
    "foo.bar"(%r0,  %r0, %r0):  ((tensor<complex<f32 
 >>) -> (), (tensor<complex<f32 
 >>) -> (), (tensor<complex<f32 
 >>) -> ()) -> () loc("dir/with space.c":16:6 to 17:20)
    %$2, %v3:2 = "foo.bar"(%r0) ({
      %v4, %v5:3 = "d.op_1"(%r0, %r0) {sym_name0= loc("f":156:264),d.k1	= sparse<[[0, 1, 0], [1, 1, 1], [2, 0, 0]], [1.0e38, 0.3, 75.51E6]> : tensor<3x2x2xf32>}: ((tensor<complex<f32 
 >>) -> (), (tensor<complex<f32 
 >>) -> ()) -> (complex<i3>, !bar.t<[true],<[74],["x y" , ?],<? ? ?>>>, !foo.v<-6>, f80)
      %_6 = "d.op_1"(%v5#0, %v5#2)	: (!bar.t<[true],<[74],["x y" , ?],<? ? ?>>>, f80) -> !alias_0
      %_7 = "foo.bar"(%v4, %_6) ({
        %v8:2 = "bar.yield"(): () -> (i64, memref<575x? x f16,affine_map<(d0, d1) -> (d0, d1)>, 1>)
        %9:2 = "foo.bar.baz"(%_6, %v8#1, %v8#1) {sym_name0	= loc("op.1")}: (!alias_0, memref<575x? x f16,affine_map<(d0, d1) -> (d0, d1)>, 1>, memref<575x? x f16,affine_map<(d0, d1) -> (d0, d1)>, 1>) -> (vector<13x16xf32>, i1)
        %value10 = "x.y"() <{}> {value0= [], k$1= {}, attr2= -88920.0 : f6E2M3FN}: () -> tensor<*xcomplex<si1> 
 > loc("dir/with space.c":15:39 to 15:4)
        // é unicode
        %11 = "a.b"(%v8#1, %v8#1) {"quoted key 0"  = #x.attr}: (memref<575x? x f16,affine_map<(d0, d1) -> (d0, d1)>, 1>,memref<575x? x f16,affine_map<(d0, d1) -> (d0, d1)>, 1>) -> memref<?x845xtf32, "gpu">

        "my_dialect.thing"(%v5#0) <{b0= 9 : index}>: (!bar.t<[true],<[74],["x y" , ?],<? ? ?>>>) -> () loc("dir/with space.c":4294967295:327)
        %12:4 = "foo.bar.baz"(): () -> (i24, memref<272x5xui1>, si17,  tensor<18x? x ?xcomplex<i7>,#foo.enc>) loc(#l_x0)
      }, {
        %v13, %14:3 = "bar.yield"(%v5#1, %v5#0, %v5#0)	: (!foo.v<-6>, !bar.t<[true],<[74],["x y" , ?],<? ? ?>>>, !bar.t<[true],<[74],["x y" , ?],<? ? ?>>>) -> (tuple<si128, f6E2M3FN>, !alias_0, tensor<  4x24 x 42x0xi1, #foo.enc<?,<"x y">,-6>>, f32) loc("dir/with space.c":303:372)
        %_15, %_16:2 = "d.op_1"() <{x0,
    k$1=   array<f32: -68.18E7, 0xF5214775, 892.460436, 18323.0>}> {z90= " <\00Ω" : f32, my.k1= array<i1: true, true>, attr2}: () -> (tuple<f80, complex<f128>>, tensor<	16x8x4xi8 , #foo.enc>, none) loc(#l_x0)
        %v17 = "foo.op"(): () -> f16 loc("src/x.py":110:412) // trailing comment
        %tmp_18 = "foo.compute"(%v5#2, %v4)<{b0= @f_1::@x.y::@s$}>: (f80, complex<i3>) -> !bar.param<"x y", f32> loc("f":50:63 to 53:6)
        %v19 = "my_dialect.thing"(%_16#0, %tmp_18): (tensor<	16x8x4xi8 , #foo.enc>, !bar.param<"x y", f32>) -> complex< f16> loc("dir/with space.c":143:110)
        // "quotes" and {braces} in a comment
        "a.jump"()[^bb4] {foo.k0= "{\n\"00\\z\t\3A\7C!", d.k1= sparse<[[1, 2, 2], [1, 5, 5], [2, 5, 0]], [1, 0, 18446744073709551615]> : tensor<4x6x6xi64>, z92= 58 : index}: () -> () loc("dir/with space.c":442:439)
      ^bb4(%20: memref<? x ?xbf16, 7>, %21: !T_1):
        %22 = "foo.bar"(%tmp_18) {k$0 
 = array<i32: -2147483648,  232>, _u1= {x0=	 []}}:	 (!bar.param<"x y", f32>) -> f32 loc("op.1")
        %_23 = "bar.yield"(): () -> tensor<3x2x39x4xi32 
 > loc(f":4294967295:0)
        "foo.br"()[^bb4] {}: () -> ()
      }, {
      })  : (complex<i3>, !alias_0) -> ((i64,  tensor<f32>) -> memref<2x93xbf16, strided<[?, 1], offset: ?>, 7>)
      // // nested
      %24 = "foo.bar"(%v5#2,%v5#2):   (f80, f80) -> !T_1
    }): ((tensor<complex<f32 
 >>) -> ()) -> (f16, ui8, memref<*xindex, {kind = "scratch"}>) loc("f":23)
    %25:2 = "z.nop"() {}: () -> (tuple<f16,  i32 , i32,  ui128>, vector<4xi128>) loc("op.1")

    %_26 = "d.op_1"(%25#0, %v3#1, %v3#0) {k$0  = "Ω!'-\"{\66", z91= -1: i1, value2= " \\z\\\\\14\C3\A9", my.k3= @"with\"quote"}:  (tuple<f16,  i32 , i32,  ui128>, memref<*xindex, {kind = "scratch"}>,  ui8) -> vector<9x10x5xi1>
    %27 = "x.y"(%25#1, %v3#1): (vector<4xi128>,
    memref<*xindex, {kind = "scratch"}>) -> (() -> !alias_0)
  }, {
    %28 = "bar.yield"(%r0): ((tensor<complex<f32 
 >>) -> ()) -> f8E4M3FN
  }): ((tensor<complex<f32 
 >>) -> () , (tensor<complex<f32 
 >>) -> ()) -> (tuple<>, memref<4xvector<3xf16>, strided<[1]>>) // trailing comment
  "foo.bar.baz"(): () -> ()
  // é unicode
  %a.b29 = "bar.yield"(%_1#1, %r0):   (memref<4xvector<3xf16>, strided<[1]>>, (tensor<complex<f32 
 >>) -> ()) -> tensor<1013xi1>
}) {foo.module_attr = @"a"::@s$::@c} : () -> ()
