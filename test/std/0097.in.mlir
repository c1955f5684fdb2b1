module {
  func.func private @ext0(tensor<8x?xi32>) -> (i32) attributes {test.kernel}
  func.func private @ext1(i32 {test.foo = 1 : i32}) -> () attributes {test.kernel}  // note
  module @inner {
    func.func private @helper5() -> memref<2xi32> {
      %1 = arith.constant 8 : index
      %2 = arith.constant 6 : index
      %alloc_3 = memref.alloc(%1)[%2] {alignment = 64} : memref<?x4xf64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %v4 = arith.constant dense<-20> : tensor<3xi32>
      %5 = tensor.extract_slice %v4[1] [1] [1] : tensor<3xi32> to tensor<1xi32>
      memref.copy %alloc_3, %alloc_3 : memref<?x4xf64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<?x4xf64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %6 = memref.alloc() {alignment = 16 : i64} : memref<2xi32>
      func.return %6 : memref<2xi32>
    }
  }
  func.func private @fn.0(%x_1: i32 {llvm.noundef, test.tag = "x"}, %arg_2: f64, %tmp3: f16 {llvm.noundef, test.tag = "x"}, %arg_4: f32) -> vector<1x1xf64> attributes {ref = @inner::@helper5} {
    %5 = math.log10 %arg_2 : f64
    %6 = arith.constant -6 : index
    %c_7 = arith.constant 32 : index
    %cmp_8 = arith.cmpi sgt, %6, %c_7 : index
    %c = arith.constant 0 : i8
    %res = arith.constant -1 : i8
    %a.b = arith.divsi %c, %res : i8
    %rhs = tensor.empty() : tensor<3xi32>
    %x13 = tensor.insert_slice %rhs into %rhs[0] [3] [1] : tensor<3xi32> into tensor<3xi32>
    %maximumf = arith.maximumf %arg_4, %arg_4 fastmath<nnan, ninf, nsz> : f32
    %15 = tensor.extract_slice %rhs[1] [2] [1] : tensor<3xi32> to tensor<2xi32>
    %cst_16 = arith.constant -1.0 : f32
    %acc = memref.alloc() : memref<2xf32>
    %v18 = arith.constant 0 : index
    memref.store %cst_16, %acc[%v18] : memref<2xf32>
    %tmp19 = tensor.extract_slice %x13[2] [1] [1] : tensor<3xi32> to tensor<1xi32>
    %cst_20 = arith.constant dense<4.0E+2> : tensor<2xbf16>

    %x21 = math.atanh %cst_20 fastmath<fast> : tensor<2xbf16>
    call @ext1(%x_1) : (i32) -> ()
    %23 = arith.constant dense<[-0.25, 100.0, 100.0]> : vector<3xf64>
    %25 = arith.cmpf olt, %23, %23 : vector<3xf64>
    %26 = memref.reinterpret_cast %acc to offset: [0], sizes: [2], strides: [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
    func.call @ext1(%x_1) : (i32) -> ()
    %c_27 = arith.constant 2 : index
    %v28 = arith.constant 9 : index
    %val = arith.constant 2 : index
    scf.for %iv_30 = %c_27 to %v28 step %val {
      %neg = arith.negf %5 fastmath<nnan,ninf> : f64  // note
      %tmp32 = arith.constant dense<[[-9, 0], [-20, 1]]> : vector<2x2xi8>
      %ext_33:2 = arith.addui_extended %tmp32, %tmp32 : vector<2x2xi8>, vector<2x2xi1>
    }
    %sum = arith.constant dense<[[4.0E+2]]> : vector<1x1xf64>
    func.return %sum : vector<1x1xf64>
  }
}
