#map0 = "\85é#\n\t\00a\00"
!t0 = f8E4M3B11FNUZ
#a1 = "\"\"%a\""
#attr_2 = dense<"0x0F4656E108CCDFF0E6E05461F58BACF4010DC493CD15CAAB46C56EDC2D926730F9CCD3BBC9A2166B166D1A7C7D8C3BD68BCC9531F4511C2D01F90C9D354E75BECBF19B20DD6767999C742BC81EEBBDE829B54C0686440C799DBAC57F512FCE14"> : tensor<4x3x2xi32>
#L3 = loc("x")
#loc4 = loc("op.1")
#loc5 = loc("a.mlir":167:407
!alias_1 = complex<f16>
!alias_2 = !foo.t
#L6 = loc(unknown)
#L7 = loc(fused["name", "":29:52 to 30:30, "f":38:42 to 39:37])
#attr_8 = "\7f\n\\\\/#\\*-\n@" : i128
!T_3 = f64
!T_4 = tuple<si16>
#map9 = dense<[(0.8363137, 0x161BF871), (-960.279482, 9.798), (1.17549435e-38,
    0.1268583)]> : tensor<3xcomplex<f32>>
#map10 = @f_1
#l_x11 = loc(unknown)
#a12 = "<Ω\"\17Ω"
#loc13 = loc("f":4294967295:4294967295)
#loc14 = loc(unknown)
!T_5 = i16
!alias_6 = f32
#loc15 = loc("dir/with space.c":206:91)

"builtin.module"() ({
  "a.b"() {foo.k0=   0: ui32,
    _u1, _u2= 4.9e-324 : f128, attr3= -13439301399193145 : index}: () -> ()
  %v0 = "foo.op"() {z90= 
  dense<[1.425]> : tensor<1xf8E5M2>,  "quoted key 1"= #map0, a2= array<i8: 227 , 0, 1>, z93= dense_resource<res_0> : tensor<5xi64>}: () -> index loc("a.mlir":41:40 to 43:58)
  // // nested
  %1 = "d.op_1"(%v0,%v0): (index, index) -> !t0
  %value2 = "d.op_1"(%1, %v0, %v0)<{d.k0= dense_resource<r.1> : tensor<1xi64>, "quoted key 1", z92=  affine_set<(d0, d1) : (-(8) * 8 <= 4)>, x3 
 = []}> ({
    %3 = "x.y"(%1)<{b0= dense<> : tensor<2x2x0xindex>, z91 = {k$0= #a1, attr1= {x0  = #attr_2, "quoted key 1", x2=	 18446744073709551615}, _u2= 0}, d.k2= #a1}>: (!t0) -> (index)
    %4:4 = "my_dialect.thing"() 
 : () -> (i1024,memref<752xbf16, affine_map<(d0) -> (d0)>, 7> , memref<*xi7>, vector<10x5x[16]xui17>) loc(unknown)
    %5:3 = "bar.yield"(%3,
    %4#0, %4#2)<{a0= 8.827 : bf16, x1= true}> : (index, i1024, memref<*xi7>) -> (tensor< 
 2x?x?x2xui64>, ui1, memref<2x3xf64>) loc(callsite(#L3 at #loc4)) // trailing comment
    %v6:3 = "z.nop"(%5#1) {}: (ui1) -> (tuple<f8E4M3B11FNUZ> , tf32, f32)
    %tmp_7 = "d.op_1"(%v6#1, %4#2) {_u0= memref<*xindex, 4>, foo.k1 = dense<true> : tensor<4x2xi1>, foo.k2=   sparse<[[1, 1], [1, 0]], [0.5685277, 1.396]> : tensor<2x2xbf16>}: (tf32, memref<*xi7>) -> f32 loc(#loc5)
    %8 = "bar.yield"(%tmp_7) {attr0=  affine_map<(d0, d1)[s0] -> (s0)>, value1}: (f32) -> !alias_1
  }) {x0= sparse<[[0, 2, 0]], [0x3C63F34]> : tensor<2x3x6xi64>, value1= {}, b2= "X"}: 
  (!t0, index, index) -> vector<[8]xsi17>
  %_9 = "z.nop"(%v0) ({
    "bar.yield"(%value2) {"quoted key 0"= "b%", my.k1= 1.904 : bf16, my.k2	= #attr_2}:	 (vector<[8]xsi17>) -> ()
    %_10, %value11:2 = "my_dialect.thing"(%v0, %v0, %v0)<{"quoted key 0"= 5.897 : f32}>: (index, index, index) -> (!alias_2,index, i64) loc(#L6)
    "foo.br"(%value11#1,  %value11#0, %value2)[^bb2] ({
      "a.b"(%value11#1, %_10):  (i64, !alias_2) -> () loc(callsite(#L7 at "src/x.py":0:29))
      %value12:3 = "foo.bar"(%_10, %1, %v0): (!alias_2, !t0,
    index) -> (complex<bf16>, index, !alias_2) loc(unknown) // trailing comment
      %v13 = "d.op_1"() {d.k0= 1, x1= dense<"0xBDFE"> : tensor<189xbf16>,k$2= [#attr_8]}: () -> none
    }) {} 
 : (i64, index, vector<[8]xsi17>) -> () loc(#L3)
  ^bb2(%_14: ui16, %_15 : memref<546x46x?xcomplex<f8E3M4>, "local mem"> loc(#loc5), %value16: vector<11 x 14x15xf8E5M2>):
    "cfx.cond_br"()[^bb3] ({
    ^6(%$17: tensor<1x4x1xcomplex<f16>>):
      %18:3 = "d.op_1"() ({
      ^7():
        %19, %r20:2 = "x.y"(%1) {value0 
 = -1.0e-30 : f80, k$1= dense<> : tensor<0xi1>, my.k2= 0: ui3, b3= 5.68E1 : f16}: (!t0) -> (!T_3, !T_3, !T_3) loc(fused[])
      }) {}:  () -> (!t0, tensor<3x? x 190 x complex<i24>>,  i24) loc("op.1")
      %$21 = "d.op_1"(%$17) {value0= #map9}:   (tensor<1x4x1xcomplex<f16>>) -> !T_4
      "d.op_1"(%1)<{value0 , x1= distinct[2]<-3023330153856549: i64>}>: (!t0) -> () loc(callsite("src/x.py":482:486 at "a.mlir":24:47 to 25:1))
    }) {a0  = #map10}: () -> ()
  ^bb3:
    %22 = "foo.bar.baz"() 
 : () -> complex<f16> loc(callsite("x" at "v"("a.mlir":276:145)))
    %value23 = "foo.bar.baz"(%value11#0, %1, %_10) {} 
 : (index, !t0, !alias_2) -> (!T_4) loc("":12:78 to :81)
    %24 = "bar.yield"() ({
    ^bb8(%25: f64 loc(#l_x11)):
      %$26:3 = "foo.bar.baz"() {_u0= #my.a<[a.b], [[f32 , 72]], ?>, "quoted key 1"= #map9, "quoted key 2"= -1 : index}: () -> (vector<15x[9]xui8>, si3, tuple<>)
      "foo.br"()[^bb9, ^x.y10] ({
        "foo.br"(%value2, %25, %$26#1)[^bb13]: (vector<[8]xsi17>,
    f64, si3) -> () loc("dir/with space.c":16:12 to 16:16)
      ^bb13:
        %$27,
    %tmp_28:2 = "x.y"(%$26#1) {b0= 0xC089 : bf16, a1= 0.3 : f8E3M4, a2= #a12}: (si3) -> (f64, tuple<i8>, !alias_2)
        "a.jump"()[^bb14, ^bb14] {sym_name0= #my.flag, attr1= "@\tX\n!X\00X" : f32}: () -> ()
      ^bb14():
        "x.switch"(%$26#2, %25)  [^bb15, ^bb13]: (tuple<>,f64) -> ()
      ^bb15(%29: i64, %30: !my_dialect.type loc("":30:43 to 33:38), %_31: tensor< ?x3x230xcomplex<f32 
 > >):
        "cfx.cond_br"(%29, %$26#2,  %$26#2)[^bb14] {_u0= sparse<[[2, 0, 0], [0, 0, 1], [2, 1, 0], [0, 1, 0]], [-445, 6, -10, 695664]> : tensor<3x6x2xi32>, b1= #x.a}: (i64, tuple<>, tuple<>) -> ()
      }) {b0= unit, value1=   dense<-9223372036854775808> : vector<2xsi64>}: () -> () loc(#l_x11)
    ^bb9:
      "cfx.cond_br"(%$26#1, %$26#0, %25)[^x.y10, ^bb9]: (si3, vector<15x[9]xui8>, f64) -> () loc(callsite("callee"("a.mlir":11:46 to 11:47) at "src/x.py":32:5 to 32:9))
    ^x.y10:
      "x.switch"(%$26#1, %$26#2, %25) 
 [^11 , ^x.y10] {attr0= -9223372036854775808}:   (si3, tuple<>, f64) -> ()
    ^11:
      %_32 = "d.op_1"(%$26#0, %$26#0,  %value2): (vector<15x[9]xui8>, vector<15x[9]xui8>, vector<[8]xsi17>) -> tuple<f64, index, bf16> loc(#loc13)
    }) {}: () -> none
    "cfx.cond_br"(%24, %value23, %_10)[^x.y4] {attr0=	 array<i16: -1, 65535, 0>}: (none, !T_4, !alias_2) -> ()
  ^x.y4(%value33 : !alias_2 loc("x"), %v34: vector<[13]x6xi64> loc("src/x.py":20:7 to 20:5)):
    "x.switch"(%value11#0)[^bb3] {my.k0 = unit, attr1= sparse<[[2], [0]], [-2147483648, 0]> : tensor<3xi32>, a2= #a12}:	 (index) -> () loc(#loc14)
  }, {
    %value35 = "my_dialect.thing"() {_u0= -2147483648  : si32}:   () -> !T_5 loc("src/x.py":160:129)
  }): (index) -> memref<7x?xi64, strided<[9, 1], offset: ?>>
  %value36 = "foo.op"(%1, %v0, %value2): (!t0, index, vector<[8]xsi17>) -> tensor<4xi24 
 > loc("callee"("x"))
  %$37:3 = "z.nop"() <{k$0= array<i64: -1181425, -47016454, -1, 0xC35A30>, foo.k1= dense<1.0e-5> : tensor<bf16>, x2 , _u3	= @s$::@s$}> {k$0= #my.v<? -4 "x y">,  k$1= affine_map<(d0)[s0, s1] -> (s0, 1 * ((s0) ceildiv 7), -(4 - 1))>}: () -> (tensor<22 x i1>, !t0 , !alias_6) loc("":346:148)
  "my_dialect.thing"()<{attr0=   true}> 
 : () -> () loc(#loc15)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000FDE7BEC4B1A226B45D9CB4028C68B03C4BFBED1EA58322D90BBE09B2B22EA511BFAD415D33CDD40C",
      r.1: "0x08000000B66376BEF29BD7F8"
    }
  }
#-}
