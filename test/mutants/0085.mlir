!alias_0 = f128
!ty1 = bf16
#attr_0 = array<f32>
!alias_2 = i24

"builtin.module"() <{sym_name = "m40"}> ({
  %0 , %_1:3 = "foo.bar"() {attr0= 0 : index}	: () -> (tf32, memref<62x4x?xi1024, "shared">, none, i64)
  // 
  %_2, %v3:3 = "my_dialect.thing"() {}: () -> (!foo.t<11 , ?>, tuple<si1,  tensor< 
 ?x925xi32>, f16>, tuple<tensor<?x7xi64>>,
    index) loc("dir/with space.c":28:50 to :54)
  %value4, %_5:2 = "x.y"(%v3#0) ({
    // a comment
    "a.b"() {}: () -> ()
    %value6 = "foo.compute"(): () -> memref<56x3x55xf64>
    %7 = "d.op_1"(%v3#2, %value6, %v3#0) ({
}) {"quoted key 0"= 0x1, d.k1= false, a2}: (index,
    memref<56x3x55xf64>, tuple<si1,  tensor< 
 ?x925xi32>, f16>) -> tensor<25x3xf6E3M2FN> loc("x")
    %v8 = "foo.op"(): () -> !x.t
    %value9 = "z.nop"(%_1#2, %v8)<{d.k0= 267	: i1024, x1, b2= i64, d.k3= #my.v<85, [<i8> ?]>}> {attr0 = 0.3 : f32 , sym_name1= affine_map<(d0, d1) -> ()>, k$2= @main}: (i64, !x.t) -> complex<i32> loc("a.mlir":304:218)
  }, {
  ^bb1(%10: complex<f8E3M4>):
    %11:3 = "foo.compute"(%10): (complex<f8E3M4>) -> (vector<i8>, index, index) loc("f":18:48 to :54)
    %12 = "foo.bar.baz"(%11#1, %11#1) ({
      %13 = "foo.op"(%v3#2): 
  (index) -> (i32) loc(unknown)
      %14:3 = "d.op_1"(%11#0, %11#0): 
  (vector<i8> , vector<i8>) -> (vector<13xi17>, !alias_0, !ty1)
      %15 = "bar.yield"(%14#2, %14#0): (!ty1, vector<13xi17>) -> vector<ui32>
    }):   (index, index) -> bf16
    %16 = "x.y"() {z90,_u1= {sym_name0=  dense<> : tensor<2x0x2xsi32>, x1= affine_set<(d0, d1) : (7 * (7) * 8 >= 0, d0 >= -(d0), (d1) ceildiv 6 * 2 >= 0)>, z92= array<i64: -1, -91066016, -9223372036854775808, -1, -9223372036854775808>}, b2}: () -> memref<449xcomplex<  f8E4M3FNUZ>, "gpu">
    "d.op_1"(%10, %10)<{_u0 = #bar.a<-5,?,f32>, _u1= distinct[1]<"_\n0<\\">}>: (complex<f8E3M4>, complex<f8E3M4>) -> () loc("with \"q\"")
    "foo.br"(%10, %0) [^bb2] ({
    }): (complex<f8E3M4>, tf32) -> () loc("dir/with space.c":4294967295:255)
  ^bb2(%value17 : tensor<42x1x15x?xcomplex<si17>  > loc("op.1")):
    %_18 = "my_dialect.thing"(): () -> index

    %v19 = "d.op_1"(%12) {_u0, my.k1= -100.0 : f32, attr2= {}, sym_name3= #attr_0}: (bf16) -> !my_dialect.type // trailing comment
    %a.b20 = "foo.bar.baz"(): 
  () -> memref<646x? x vector<7x7 x 7xui32>, affine_map<(d0, d1) -> (d0, d1)>, 7> loc("a.mlir":13:51 to 13:68)
    "a.jump"(%11#1, %16)[^bb3] {foo.k0 = @"0start"::@f_1, d.k1= [], b2	= 
  1: i8, value3 
 = dense<[[436, 810, 73], [761, 659, 548], [644, 441, 806]]> : tensor<3x3xindex>}: (index, memref<449xcomplex<  f8E4M3FNUZ>, "gpu">) -> ()
  ^bb3:
    %21:4 = "foo.bar.baz"(%12) : (bf16) -> (complex<  f8E4M3FN>, i32, i17, memref<*xvector<14xf8E4M3B11FNUZ>, {kind = "scratch"}>)
    %$22:3 = "d.op_1"(%21#3, %12, %21#3) {sym_name0 , _u1, value2= 1: ui64}: (memref<*xvector<14xf8E4M3B11FNUZ>, {kind = "scratch"}>, bf16, memref<*xvector<14xf8E4M3B11FNUZ>, {kind = "scratch"}>) -> (!my_dialect.v<?>, i1024, complex< f32>) loc("dir/with space.c":11)
    %23 = "bar.yield"(%$22#1, %v3#1 , %21#2): (i1024, tuple<tensor<?x7xi64>>, i17) -> none
    %value24, %_25:3 = "foo.compute"() {a0, attr1= false}: () -> (index, index, !my_dialect<"x<y>">, si32)
    %26:3 = "foo.bar"(%_25#2, %_1#1): (si32,
    none) -> (si32, f32,
    tuple<i7, ui1>) loc("a.mlir":239:361)
  }): (tuple<si1,  tensor< 
 ?x925xi32>, f16>) -> (index, ui64,
    index)
  "my_dialect.thing"(%value4, %_5#0, %0) ({
    "a.jump"(%_2, %_5#1, %_5#0)[^7, ^7]:	 (!foo.t<11 , ?>, index, ui64) -> () loc(unknown)
  ^7(%v27 : vector<index> loc(fused["a.mlir":1]), %v28 : f32, %$29: vector<12x[13]xindex> loc(callsite(fused["a.mlir":32:43 to 34:38] at "n"(unknown)))):
    "foo.br"(%v3#1)[^8]: (tuple<tensor<?x7xi64>>) -> ()
  ^8(%30: f32, %31 : tf32):
    "foo.br"(%v3#1,
    %v3#0,%0)[^bb9] {_u0 = 40 : index}: (tuple<tensor<?x7xi64>>,tuple<si1, 