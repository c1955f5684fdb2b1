// ir-gen random --seed 198 --size 21
%value0 = "d.op_1"() {x0  =	 -33: i7}: () -> f8E5M2FNUZ loc(callsite(callsite("src/x.py":436:4294967295 at "":65:466) at "x"))
%x1 = "foo.op"(%value0)<{}> {k$0= -1}: (f8E5M2FNUZ) -> (i64) loc(unknown)
%tmp_2:3 = "foo.op"(%value0,
    %value0, %x1) ({
^bb0(%3: complex< ui32>, %_4 : complex<f8E8M0FNU>):
	"foo.op"(%value0, %3):  (f8E5M2FNUZ, complex< ui32>) -> () loc("dir/with space.c":485:174)
	%5 = "foo.compute"(%_4) <{"quoted key 0"= distinct[3]<3.482 : f8E3M4>, x1 , b2= array<i8: 217, 255, -128>}> {my.k0= 1.0e300 : f8E5M2FNUZ, sym_name1= true, _u2= dense<0.7639137> : tensor<4x2x4xf6E3M2FN>, a3}: (complex<f8E8M0FNU>) -> vector<14x5xui16>
	%6 = "a.b"(%3, %x1) {sym_name0= unit, z91=  -6.038 : f16, attr2= dense_resource<res_0> : tensor<5xi64>}: (complex< ui32>, i64) -> memref<4x6xi64>
	%_7 = "z.nop"()<{d.k0= array<f64: 0x8EFBEC3E56AA43B8>,  attr1  =   dense<[[["\00_0%'\"%/.b0#", "\00\7f.{@\\\C3\A9"], ["\C3\A9", ".'\85{'a{"], ["", ""], ["'\00\n/", "\t/\E1\"'\000-.0"]], [["", "/\00/\00\7Fabé\C3\A9"], ["_\nX\n_'\C3\A9-",
    ""], ["\\\"%b%", "\C3\A9ß"], ["\n{/\\. .\n#0", "\n{\00"]], [["<'#\7f#\t'-", ""], ["-日本'\n\"", "{\"\n<%z\"<\\"], ["-.X\7f/\00ΩX", "\n"], ["z\7f/<\n ","bz\n\"\" \7f./#"]]]> : tensor<3x4x2x!foo.str>, my.k2= tensor<? x i3>, sym_name3= 1.0e-5}> {d.k0= #bar.attr, _u1= @"é", d.k2= @"a"::@main}: 
  () -> (memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>)
	"a.jump"()[^1, ^bb2] ({
		"foo.bar"():  () -> () loc("f":67:150)
		%-8 = "foo.bar.baz"(%3, %5 , %6)<{my.k0= affine_set<(d0, d1)[s0] : ((d0) ceildiv 9 <= 7)>, attr1, value2= index}>: (complex< ui32>, vector<14x5xui16>, memref<4x6xi64>) -> index
		%v9 = "bar.yield"() :   () -> memref<1x6x?xi32, 6>
		%x10 = "foo.bar"(%_4): (complex<f8E8M0FNU>) -> i7 loc("callee"("n"("a.mlir":41:70 to 43:64)))
		%value11:2 = "bar.yield"() <{attr0= false}> ({
		^bb4:
			"bar.yield"(%-8, %6): (index, memref<4x6xi64>) -> () loc(unknown)
			%12 = "foo.compute"(%-8) <{b0=  "",  attr1, foo.k2= 35 : index}>	: (index) -> tensor<? x 512xcomplex<f128>> loc("f":171:316)
			%v13 = "d.op_1"() {d.k0= 0x7C00 : bf16, foo.k1=   distinct[6]<@c>}: () -> f6E3M2FN loc("a.mlir":0:0)
			%14 = "x.y"(%-8, %12, %value0): (index,tensor<? x 512xcomplex<f128>>, f8E5M2FNUZ) -> bf16 loc("":464:368)
		}): () -> (complex<f32>, si64)
		%_15:4 = "z.nop"(): () -> (bf16, memref<4xvector<16x9xi1>, strided<[1], offset: ?>>, i8, bf16) loc(unknown)
	}, {
	}, {
	^bb6(%v16: none, %17: memref<*xcomplex<f64>, 7>):
		"cfx.cond_br"(%6, %v16)[^bb7, ^bb7] ({
}): (memref<4x6xi64>, none) -> ()
	^bb7():
		%18 = "a.b"(%17, %17): (memref<*xcomplex<f64>, 7>, memref<*xcomplex<f64>, 7>) -> i32 // trailing comment
		"cfx.cond_br"(%17, %v16 , %17)	[^8] {b0, a1	= 45 : index, foo.k2  = [], _u3= #my<"x<1>">}: (memref<*xcomplex<f64>, 7>,
    none, memref<*xcomplex<f64>, 7>) -> ()
	^8():
		%x19 = "x.y"(%_7) {}:	 (memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>) -> si17 loc("src/x.py":2:30 to 4:28)
	}): () -> ()
^1(%_20: i1):
	"a.jump"(%5, %_7)[^bb2,^bb2]:   (vector<14x5xui16>, memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>) -> ()
^bb2():
	"a.b"(%value0) <{x0, foo.k1, sym_name2= 
  65535:   ui16}> {}: (f8E5M2FNUZ) -> ()
}, {
	%_21 = "foo.bar"() {my.k0= -1: si1, x1= array<i32>,my.k2= dense<[[[false, false, false, 1]]]> : tensor<1x1x4xi1>, d.k3= dense<[[12], [1]]> : tensor<2x1xi7>}: () -> (none) loc("src/x.py":4294967295:0) // trailing comment
}, {
	"builtin.module"() ({
		"x.y"(): () -> () loc(fused[])
	}) : () -> ()
}) {foo.k0= 
  true, _u1= [[true,  #my<"a b">],#foo<"x<1>">], attr2= true, foo.k3  = "\\@z"}: (f8E5M2FNUZ , f8E5M2FNUZ, i64) -> (si8, complex<  ui8>, f8E4M3FN)
%22, %23:2 = "a.b"(%tmp_2#1,%tmp_2#2, %tmp_2#2)<{k$0,
    a1}> {attr0= -3955 : index, d.k1 
 = 5.2690e+6 : f80}: (complex<  ui8>, f8E4M3FN, f8E4M3FN) -> (f64, i7, f32)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000CD3353DBC643CD08B808EE8120F32E2876A951E33E9C3291042DDAC3A024FC094B5AD754AEC7711A"
    }
#-}
  }
