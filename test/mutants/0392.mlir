!alias_0 = tuple<f8E3M4, f128>
#L0 = loc("dir/with space.c":26:41 to :46)
#loc1 = "{_\00\t"
#map2 = "b"

%_0 = "foo.op"() {a0= 0.2 : bf16, b1 
 = "", attr2=  #bar.p<<?>, {"x y" , <?>}>, sym_name3= @a}: () -> tensor<	7x?x511 x 1xindex> loc("op.1")
"my_dialect.thing"(%_0) {sym_name0 = array<i8: 1, 1>, z91= #x.a<4>, sym_name2  = 0x40A6 : bf16}: (tensor<	7x?x511 x 1xindex>) -> () loc(callsite("a.mlir":34:60 to 37:25 at "f"::41:74 to 44:10))
%v1 = "my_dialect.thing"(%_0):	 (tensor<	7x?x511 x 1xindex>) -> bf16
// "quotes" and {braces} in a comment
%_2 = "a.b"(%_0, %_0, %_0) {d.k0 = -1.0e-30 : f32, attr1=  true}: 
  (tensor<	7x?x511 x 1xindex>, tensor<	7x?x511 x 1xindex>, tensor<	7x?x511 x 1xindex>) -> bf16 // trailing comment
"z.nop"() {sym_name0, attr1= {a0= {foo.k0	= none}, x1= bf16, attr2	= @f_1::@x.y::@b}, a2}: () -> () // trailing comment
"foo.bar"(): () -> () loc("a.mlir":118:4294967295)
%_3 = "d.op_1"(%v1, %_0,  %v1): (bf16, tensor<	7x?x511 x 1xindex>, bf16) -> tensor<144 x 0x31xi8	>
%r4 = "d.op_1"() {}: () -> tf32 loc(unknown)
%v5, %_6:2 = "d.op_1"(%r4) ({
    %_7 = "foo.op"(%_3) ({
    ^1:
        %value8 = "foo.compute"() ({
        ^4:
            %9 = "x.y"(): () -> f8E4M3 loc("a.mlir":0:4294967295) // trailing comment
            %value10:2 = "foo.compute"(%r4) {} : (tf32) -> (ui32, i1024) loc(fused[])
            "foo.br"(%value10#1)[^loop5] {sym_name0= false}: (i1024) -> () loc("op.1")
        ^loop5(%_11: ui64):
            %12 = "foo.bar.baz"(): () -> vector<16x15x15xi1> loc("":14:43 to :52)
            "d.op_1"(%12) <{d.k0= distinct[1]<471 : index>, k$1, b2= array<i8: -128, 255, 0, 0>,
    sym_name3 = dense<[[1, -885], [113108079226348670, 77], [0x1, 3]]> : tensor<3x2xi64>}> {k$0= {d.k0, k$1=	 340282366920938463463374607431768211455	:   i1024}, a1= "*/\99 ", z92= 0xFFFFFF: i24, my.k3= 49 : index}: (vector<16x15x15xi1>) -> () loc(unknown)
            "x.switch"(%_2, %value10#0, %value10#1)[^6]  : (bf16, ui32, i1024) -> ()
        ^6(%13: f16, %-14 : complex<f8E5M2FNUZ>):
            %value15 = "foo.bar"() {z90 
 = 
  [[sparse<[[1], [0], [1]], [-181646037692965532, 18446744073709551615, 0]> : tensor<3xi64>], [], {my.k0= loc("dir/with space.c":38:63 to 40:57), b1, value2,  _u3}, affine_map<(d0)[s0, s1] -> (-((s1) mod 6), s0 * 1)>], _u1=	 -9223372036854775808: i64, foo.k2= [affine_map<(d0, d1, d2) -> (-(d0 + 6), -(d0) * 5)>, "{\né\7f#*\\", []], x3	= #bar<"x<1>">}: () -> (tuple<>)
            %value16 = "foo.bar.baz"(): () -> (none) loc(unknown)

            %value17 = "foo.compute"(%-14) <{my.k0= affine_set<(i0, i1)[N0] : (9 <= 7, (N0 + i0) * N0 >= 0)>, my.k1= dense<[[0x1, -1, -2147483648, 0x1], [1, 0, 0, 201934], [0x7FFFFFFF, 1, 0, 1] , [-1, -30177, -2147483648, 28]]> : vector<4x4xsi32> , z92=	 bf16 , "quoted key 3"= #my.b.c}> {d.k0= "_\nX", "quoted key 1"}: (complex<f8E5M2FNUZ>) -> index
        }, {
        }): () -> ui32 loc("":457:170) // trailing comment
        "a.b"() {value0= #bar<"x<1>">}: () -> () loc("a.mlir":4294967295:435)
        // 
        %18 = "d.op_1"(%_3, %_0, %value8):   (tensor<144 x 0x31xi8	>, tensor<	7x?x511 x 1xindex>, ui32) -> none
        "foo.bar"() {z90= array<i1: true>, k$1= [true, [],32 : index, sparse<[[0, 3, 0], [0, 3, 0], [0, 3, 0], [0, 1, 1]], [255, -1, -1, -4]> : tensor<2x6x2xi8>]}: () -> () loc("f":14:64 to :65)
        %value19 = "d.op_1"(%_2, %18, %_3)<{}> ({
}): 
  (bf16, none, tensor<144 x 0x31xi8	>) -> memref<52 x ?xui64, affine_map<(d0, d1) -> (d1, d0)>>
        "x.switch"()  [^2, ^2]: () -> () loc(#L0)
    ^2:
        "cfx.cond_br"(%r4, %r4) [^bb3]: (tf32,tf32) -> () loc(unknown)
    ^bb3:
        %value20:4 = "d.op_1"(%value19, %_0) ({
        ^8(%arg21: (!alias_0, index) -> f64 loc("a.mlir":4294967295:256)):
            "foo.op"(%value8): (ui32) -> () loc("f":83)
            "foo.bar.baz"(%value8, %arg21) {"quoted key 0"=  {value0= 3: i128, _u1= array<i64: 0, -42057456904175>},
    k$1= affine_set<(i0, i1, i2)[N0] : ((8 * (i2)) floordiv 9 >= 0, (8 + N0) ceildiv 3 >= (i1) ceildiv 1)>, sym_name2= @"x y"}: (ui32, (!alias_0, index) -> f64) -> ()
            "foo.bar.baz"(%_0, %_3) {"quoted key 0"= "*\\\"", x1= 467: si24}: (tensor<	7x?x511 x 1xindex> , tensor<144 x 0x31xi8	>) -> ()
            %value22:2 = "foo.bar.baz"(%value19, %_0, %r4) {k$0= "!🙂\F9 ", k$1= ["@.-.-#🙂"], "quoted key 2"= 
  #loc1,
    z93= loc("x")}: (memref<52 x ?xui64, affine_map<(d0, d1) -> (d1, d0)>>, tensor<	7x?x511 x 1xindex>, tf32) -> ((i64, index, index) -> index, none)
            %_23 = "x.y"() {d.k0= -2147483648: i32, value1= affine_map<()[s0, s1] -> ((s1) floordiv 8 * 5, s0)>, my.k2, z93= 0}: () -> tensor<?x?xcomplex<si3>, "sparse"> loc(fused<"meta">["callee"(unknown), "dir/with space.c":53:371, "a.mlir":216:4294967295])
        }) {}  : (memref<52 x ?xui64, affine_map<(d0, d1) -> (d1, d0)>>, tensor<	7x?x511 x 1xindex>) -> (complex<f8E4M3>, !alias_0,  tuple<>, memref<7 x bf16, "gpu">)
        %value24 = "bar.yield"(%value20#2) {_u0 = affine_map<(d0)[s0, s1] -> (-((s1) floordiv 4), 3 * (0) * 8)>, z91= sparse<[[2, 2, 0], [2, 1, 3]], [-1005209.0, -1.5]> : tensor<4x4x4xf32>,
    foo.k2}  : (tuple<>) -> complex<f128> loc("src/x.py":117:39)
        %25 = "z.nop"()<{"quoted key 0"= false, value1  = [false], sym_name2= -128: 
  i8, b3= 
  affine_map<(d0, d1, d2)[s0, s1] -> (s1, -((d2) floordiv 4), s1 - (d1) floordiv 9)>}> ({
        }) {a0= dense<[[[(602244.0, 0xFC00), (0x7FFF, 0.7771836)], [(0.5157658, 89.99E9), (1.0E+10, 1.17549435e-38)]], [[(0x4DD4, 0x1B8A) , (2.1454e+4, 1.0E+10)], [(-6.02214076e23, 48.88E9), (-1.0e38,70.51E5)]], [[(0x29CB, 2.0), (-125.791496,
    0x7C00)], [(0x7E00, -0.7867164), (0xC7A5, 324.743838)]]]> : tensor<3x2x2xcomplex<f16>>}: () -> ((complex<i32>) -> i64) loc("v"("dir/with space.c":376:200))
    }, {
        %26 = "a.b"() {k$0= 2: i128}: () -> !foo.type
        %v27 = "z.nop"(%26): (!foo.type) -> tuple<>
    }, {
    ^bb11():
    }): (tensor<144 x 0x31xi8	>) -> ((f64) -> ()) loc("f":5:75 to :83)
    %v28 = "d.op_1"(%r4, %_7, %v1) {x0= true, z91=  [1: i32, 62 : index] , k$2= #map2, z93= [f16]}: (tf32, (f64) -> (), bf16) -> bf16 loc("a.mlir":276:6)
    %arg29, %30:3 = "foo.op"(%r4, %_0, %r4) {_u0}: (tf32, tensor<	7x?x511 x 1xindex>, tf32) -> (none, () -> (),
    !alias_0,vector<10xf8E5M2FNUZ>) loc(#L0)
    %31, %value32:3 = "foo.op"(%30#0, %30#1, %v1) {value0= dense<"0x21606999CBBD6396"> : tensor<f64>, x1= -8388608: 
  i24 , b2= dense<[[0x1 , -8388608], [-1, 0], [16777215, -1],
    [-1, 1]]> : vector<4x2xi24>}  : (() -> (), !alias_0, bf16) -> (f64, !foo<"abc">, f16, (i1) -> (i8, i24)) loc("a.mlir":4294967295:318)
    %v33:3 = "foo.op"(%value32#0, %30#2): (!foo<"abc">,vector<10xf8E5M2FNUZ>) -> (i1,  complex<bf16  >, index) loc("a.mlir":486:151)
}): (tf32) -> (complex<f16>, complex<bf16>, !alias_0) loc(unknown)
%34, %tmp_35:2 = "foo.bar.baz"(%v5, %r4)<{}>:  (complex<f16>,tf32) -> (i1024, memref<15xf8E3M4, strided<[1], offset:0>, {kind = "scratch"}>, vector<12x[3]x[12]xbf16>) loc("name") // trailing comment
%value36 = "my_dialect.thing"()<{x0= 
  !alias_0, value1= 131071: i17, "quoted key 2"= 1: si32}> {} 
 : () -> !x.v<true,?> loc("src/x.py":0:390)
%value37, %$38:3 = "foo.bar"(%_0,%tmp_35#1, %value36): (tensor<	7x?x511 x 1xindex>, vector<12x[3]x[12]xbf16>, !x.v<true,?>) -> (complex<f8E5M2FNUZ  >, si1, f128, i16) loc("src/x.py":105:266)
