"builtin.module"() <{sym_name = "m73"}> ({
%v0 = "my_dialect.thing"() : () -> tensor<  ?x4x6x58x!my_dialect.param<"x y">>
%1 = "foo.compute"(%v0): (tensor<  ?x4x6x58x!my_dialect.param<"x y">>) -> f64 loc("x")
%_2 = "foo.bar"() {b0}: () -> ((si32, tensor<? x ?x?xcomplex<f16>>) -> ()) loc("callee"("src/x.py":0:60))
%value3:2 = "d.op_1"(%v0, %1, %v0): (tensor<  ?x4x6x58x!my_dialect.param<"x y">> , f64, tensor<  ?x4x6x58x!my_dialect.param<"x y">>) -> ((vector<6x7x13xf64>) -> index, tensor< 
 complex< f8E5M2>>)
%4, %v5:3 = "bar.yield"(%_2, %_2): ((si32, tensor<? x ?x?xcomplex<f16>>) -> (), (si32, tensor<? x ?x?xcomplex<f16>>) -> ()) -> (memref<?xcomplex<f16>>, ui128, tuple<bf16>, none) loc("src/x.py":322:0)
"foo.bar.baz"():   () -> () loc("":117:14)
%6 = "foo.bar.baz"(%_2 , %v5#0) ({
%v7 = "foo.bar.baz"(%v5#1) ({
%_8:2 = "bar.yield"(): () -> (tensor<	vector<5 x 16xf16>>, f8E5M2)
"foo.op"(%_8#0) ({
^bb2(%_9: si3 loc("with \"q\"")):
"foo.br"(%v5#2, %v5#0, %_8#0)[^x.y3, ^x.y3]: (none,
    ui128,tensor<	vector<5 x 16xf16>>) -> ()
^x.y3():
%v10:4 = "foo.op"() {}: () -> (none, si3,  i64,
    tensor<3x2xf4E2M1FN >)
%r11:3 = "foo.compute"(%v10#2, %v10#3, %v10#2) {foo.k0= affine_map<()[N0, N1] -> ()>, _u1= [affine_map<(d0, d1)[s0] -> (s0 - d1, s0 * 7)>, f128,affine_map<(d0, d1, d2)[s0, s1] -> (-(d2 * 1))>, -9223372036854775808], b2= 0.6974975, foo.k3= -7269812:   i32}: (i64, tensor<3x2xf4E2M1FN >, i64) -> (i8, memref<*xtf32, {kind = "scratch"}>, complex<f80>)
%v12, %13:3 = "a.b"(%_8#0, %r11#0): (tensor<	vector<5 x 16xf16>>, i8) -> (complex< 
 f16>, complex<f32>, memref<*xsi3, "shared">, vector<[16] x 4 x f64>) loc(fused<5 : i32>[])
"my_dialect.thing"(%_8#0, %13#0, %v12)<{foo.k0= {foo.k0= "@\t\t", k$1= @s$,  "quoted key 2",
    _u3= dense<(15.33E8, 1.0E+10)> : tensor<1x1x1xcomplex<f16>>}}>: (tensor<	vector<5 x 16xf16>>, complex<f32>, complex< 
 f16>) -> ()
"foo.br"(%v12, %13#0)[^exit4, ^x.y3]:   (complex< 
 f16>, complex<f32>) -> () loc("x")
^exit4:
"cfx.cond_br"(%v0,
    %4)  [^exit4] {foo.k0= "", a1= loc(fused[]) , attr2= affine_map<(d0) -> ((3 - 7) ceildiv 7)>, _u3= #x.b.c}: (tensor<  ?x4x6x58x!my_dialect.param<"x y">>, memref<?xcomplex<f16>>) -> ()
}): (tensor<	vector<5 x 16xf16>>) -> () loc(callsite("x" at fused[])) // trailing comment
%tmp_14 = "d.op_1"(%1,  %v0) {sym_name0=  @"x y"::@"with\"quote", value1 , d.k2, sym_name3=  1: ui128}  : (f64, tensor<  ?x4x6x58x!my_dialect.param<"x y">>) -> (tuple<i32,
    i3, ui8, ui128>)
"foo.bar"(%1): (f64) -> () loc("f":320:424)
"my_dialect.thing"(%tmp_14, %v5#2, %_8#1) {}:  (tuple<i32,
    i3, ui8, ui128>, none, f8E5M2) -> ()
%_15:4 = "foo.bar.baz"(%_8#0,  %value3#0 , %_8#1): (tensor<	vector<5 x 16xf16>>, (vector<6x7x13xf64>) -> index, f8E5M2) -> (complex<si1>, tensor<?x3x4xi128>, bf16, memref<?x6x?xf8E8M0FNU, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, {kind = "scratch"}>)
}) {a0= 34 : index, _u1= -65504.0 : bf16}: (tuple<bf16>) -> complex<f8E4M3FN>
%16, %value17:2 = "foo.op"() {}:  () -> (index,  tensor<87x5x4xui32>, f64) loc("":362:0)
}, {
^bb5(%_18: f6E2M3FN):
}, {
^6(%_19: (tensor<?x895xf32, #foo.enc>, memref<44x6xbf16, "local mem">) -> () loc("dir/with space.c":19:76 to 21:53), %20: vector<11x13x15 x f32> loc("src/x.py":356:4294967295)):
%21 = "a.b"(%20, %1, %value3#1):   (vector<11x13x15 x f32>, f64, tensor< 
 complex< f8E5M2>>) -> complex<	f80> loc("f":39:38 to :44)
}): ((si32, tensor<? x ?x?xcomplex<f16>>) -> (),
    ui128) -> tensor<390xvector<16 x 1x[13]xf64>,  4 : i32> loc("v"("":20:76 to :82))
%22 = "d.op_1"() 
 : () -> f32 loc("a.mlir":28:53 to 30:47)
}) {foo.module_attr = distinct[2]<-1.0E+10>} : () -> ()
