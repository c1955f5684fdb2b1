#a0 = "\00\7fXa'\CF\"\"_\C3\A9" : i7
#l_x1 = loc(callsite("":53:9 at "a.mlir":37:52 to 38:48))
#attr_2 = "Ω{\"\t/\\\00" : f8E4M3FNUZ
#a3 = loc("dir/with space.c":47)
#map4 = "\5CX.--\n!z"
#loc5 = loc(fused["dir/with space.c":0:0, "f":498:485])
#loc6 = loc("dir/with space.c":1:41 to :45)
#loc7 = loc(callsite(#loc5 at fused["":37:4294967295, #loc6]))
!alias_0 = tuple<>
#map8 = -9223372036854775808 : index
#l_x9 = loc(callsite("":296:186 at "":5:44 to :48))

%$0 = "foo.compute"() ({
^bb0(%v1: complex<	f6E3M2FN> loc(fused<6 : i32>[]), %2: ui1, %v3: index):
    %4:2 = "my_dialect.thing"(%v1,  %v3) {sym_name0= 55:   si24, b1= [#a0, #a0, "b%#bX@\C3\A9a", 4.9e-324 : f32], value2= {a0	= array<i32: -1, 1055262, 0x56>, value1= #a0}}: (complex<	f6E3M2FN>, index) -> (memref<?xbf16, 7>, !bar.v<f32 ? "x y">) loc("a.mlir":458:177)
    %-5 = "foo.compute"(): () -> tuple<i24, bf16, f80, f32, f16, f32, f16, f64,
    i1, f64,  f8E4M3FN, tf32, bf16, index, index , complex< 
 f8E4M3FN>, i64, i24, f8E4M3FN, index, f64, f16, i16> loc("f":35:38 to 37:17)
    %6, %7:3 = "d.op_1"() {value0 = dense<[[[0, 0x1]],[[0x0,  0x1]],
    [[10316, 0]]]> : tensor<3x1x2xui24>}: () -> (memref<?xsi64, affine_map<(d0) -> (-(9 - d0))>>, bf16, i17,f8E5M2) loc(fused["f":233:140, #l_x1]) // trailing comment
    %value8 = "d.op_1"(%v1, %6, %6) <{my.k0, value1= "\C3\A9}*%"}>: (complex<	f6E3M2FN> , memref<?xsi64, affine_map<(d0) -> (-(9 - d0))>>, memref<?xsi64, affine_map<(d0) -> (-(9 - d0))>>) -> f8E8M0FNU loc("src/x.py":483:87)
    "foo.op"(%7#0) {sym_name0= @b::@"with\"quote"::@x.y, foo.k1}: (bf16) -> ()
}, {
^1(%9: si64, %r10 : f16, %v11 : f16):

    %value12 = "a.b"(%v11, %v11): (f16, f16) -> complex<  i32> loc(unknown) // trailing comment
    %tmp_13 = "a.b"(%value12): (complex<  i32>) -> vector<3 x 6x5xf16>
    %_14 = "d.op_1"() ({
    ^bb3(%v15: f64 loc("f":0:445), %v16 : tensor<26x0x1x!my_dialect.a.b>, %17 : complex<	si7>):
        "d.op_1"(%tmp_13, %17, %v16) 
 : (vector<3 x 6x5xf16>, complex<	si7>, tensor<26x0x1x!my_dialect.a.b>) -> () loc("dir/with space.c":2:57 to :59)
    }) {k$0= @c::@a::@_priv}: () -> tensor< 
 1x!my_dialect.type>
    "a.jump"(%_14, %v11)[^bb2] ({
        %18:2 = "my_dialect.thing"(%tmp_13, %tmp_13) {k$0,foo.k1  =   [-1: i3, "\\\00%bX\00\"\\ 0",affine_map<() -> (4, 9 - 5 - 0 - 4)>, #attr_2], sym_name2}: (vector<3 x 6x5xf16>, vector<3 x 6x5xf16>) -> (tensor<31x2 x 39x3xcomplex<i32>, 7 : i32>, (bf16) -> (f64, none)) loc("n"("dir/with space.c":76))
        %19 = "my_dialect.thing"(%v11, %18#0) {"quoted key 0"= #a0, k$1= 32353959: i32}:  (f16,  tensor<31x2 x 39x3xcomplex<i32>, 7 : i32>) -> index
        "x.switch"()[^bb5]<{foo.k0= #a3}> ({
        ^bb8(%value20: i1024, %21: f128, %value22: i8):
            "foo.bar"(%21, %v11, %9)<{}> {_u0= complex<f64>,  z91= "ß\t@X \n\00@}!\00" : f8E5M2FNUZ, x2 = #map4,  foo.k3= 0xCA40577518288A1E : f64}: (f128, f16, si64) -> ()
        }, {
            %v23 = "foo.compute"(%r10) {} 
 : (f16) -> (f32) loc("name")
            %_24:2 = "a.b"(%19,%19, %19) <{attr0= 127: i7, "quote=d key 1" = dense<131071> : tensor<1x2x2xui17>,  attr2, my.k3= "\"*!\1C<0a'\n"}> {value0= "<{%}<" : i1, attr1= 
  -1: i17, _u2	= #map4, attr3}: (index, index, index) -> (f64,  complex<ui128>) loc(#loc7)
            "bar.yield"(%_24#1): (complex<ui128>) -> () loc("src/x.py":94)
            "a.jump"()[^loop10, ^loop10]<{d.k0= 218: i64, k$1= affine_set<(i0, i1, i2)[N0, N1] : (8 * (i1) * 1 <= 7, i1 >= 0)>, value2, a3}> {}	: () -> () loc("with \"q\"")
        ^loop10:
            %_25:4 = "my_dialect.thing"(%_24#0): (f64) -> (f16, f32, none, tuple<f8E3M4, index, bf16 , f6E3M2FN>)
            %26:3 = "foo.compute"(%_25#1, %_24#0,
    %_25#0) {a0= distinct[1]<memref<48x?x481xcomplex<f16>, strided<[31, ?, 27]>, "local mem">>, sym_name1= [affine_map<(d0, d1, d2)[s0, s1] -> (1 * (s0) * 5, -(s0) * 8, 0 + d2 - d2)>], k$2, "quoted key 3"}: (f32, f64, f16) -> (vector<[12]xf6E2M3FN>, i32, tuple<>) loc(unknown)
            // 
            %a.b27 = "d.op_1"(%26#2, %26#0)<{foo.k0= "0 é\\}%.\"0\56\C3\A90"}>:   (tuple<>, vector<[12]xf6E2M3FN>) -> si16
            %_28:3 = "a.b"(%26#1, %26#1,%26#2) {b0= true, sym_name1=	 i7, a2= -1948214307, "quoted key 3"  = loc("callee"(callsite("dir/with space.c":21:0 at "dir/with space.c":26:48 to 27:72)))}  : (i32,
    i32 , tuple<>) -> (!alias_0, !foo<"abc">, tensor<*xvector<1xi64>>) // trailing comment
            "my_dialect.thing"(): () -> () loc(callsite("f":36:55 to 37:77 at "f":172:226))
            "a.jump"(%_28#0, %_28#1, %_28#0)[^loop10] <{"quoted key 0"= {k$0= false, _u1= "b\F4zz\n/<\00\"a_" : f64, value2}, k$1= 
  distinct[2]<distinct[5]<affine_map<(d0, d1, d2)[s0, s1] -> (-(-(d0)), s1 + -(s0))>>>}> {}: (!alias_0 , !foo<"abc">, !alias_0) -> () loc("dir/with space.c":17:10 to 19:41)
        }): () -> () loc("a.mlir":47:75 to :84)
    ^bb5():
        "a.jump"(%_14, %19, %_14)[^6]<{"quoted key 0", b1= 
  sparse<[[1, 1], [1, 2]], [27.93E9, 38.31E0]> : tensor<2x3xf32>, k$2}> 
 : (tensor< 
 1x!my_dialect.type>, index, tensor< 
 1x!my_dialect.type>) -> () loc(unknown)
    ^6:
        "foo.br"(%value12, %18#0, %18#0)[^loop7]  : (complex<  i32>, tensor<31x2 x 39x3xcomplex<i32>, 7 : i32>, tensor<31x2 x 39x3xcomplex<i32>, 7 : i32>) -> ()
    ^loop7(%29: complex<f64 >):
        %30 = "foo.bar"(%29,%9 , %29) {attr0	= dense_resource<r.0> : tensor<5xi64> , b1}: (complex<f64 >, si64, complex<f64 >) -> memref<42xf128, affine_map<(d0) -> (d0)>, {kind = "scratch"}> loc("":0:157)
    }) {_u0= array<i32: -2147483648, 53, 0xFFFFFFFF, -2014928989>, b1=   "\C3\A9\t"}  : (tensor< 
 1x!my_dialect.type>, f16) -> ()
^bb2:
    "bar.yield"(%v11) {d.k0=  #map8, attr1= #foo.p<<"x y">,{{?, i8, ?}, ?, ?}>, "quoted key 2"= #map8, value3= #a3} 
 : (f16) -> () loc("name")
}) {_u0= "\t-a", k$1= 0x5C5B : bf16}: () -> tensor<2x44x168xf32> loc(#l_x9)
%_31:2 = "z.nop"(): () -> (index,(i8) -> (index, !x.v<59 , [a.b] , -5>))
%v32 = "foo.op"(): () -> (f32) loc("f":4294967295:104)
"x.y"() {attr0 
 = {},
    k$1= 0: ui128}: () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000000AEBA875B4A06E02524582AA52D29B31AAF8E2596EFDF16FC6AAF2898633FACBA3AD9B1864CEDF8C"
    }
  }
#-}
