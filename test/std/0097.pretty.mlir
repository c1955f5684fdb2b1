#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(tensor<8x?xi32>) -> i32 attributes {test.kernel}
  func.func private @ext1(i32 {test.foo = 1 : i32}) attributes {test.kernel}
  module @inner {
    func.func private @helper5() -> memref<2xi32> {
      %c8 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %alloc = memref.alloc(%c8)[%c6] {alignment = 64 : i64} : memref<?x4xf64, #map>
      %cst = arith.constant dense<-20> : tensor<3xi32>
      %extracted_slice = tensor.extract_slice %cst[1] [1] [1] : tensor<3xi32> to tensor<1xi32>
      memref.copy %alloc, %alloc : memref<?x4xf64, #map> to memref<?x4xf64, #map>
      %alloc_0 = memref.alloc() {alignment = 16 : i64} : memref<2xi32>
      return %alloc_0 : memref<2xi32>
    }
  }
  func.func private @fn.0(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: f64, %arg2: f16 {llvm.noundef, test.tag = "x"}, %arg3: f32) -> vector<1x1xf64> attributes {ref = @inner::@helper5} {
    %0 = math.log10 %arg1 : f64
    %c-6 = arith.constant -6 : index
    %c32 = arith.constant 32 : index
    %1 = arith.cmpi sgt, %c-6, %c32 : index
    %c0_i8 = arith.constant 0 : i8
    %c-1_i8 = arith.constant -1 : i8
    %2 = arith.divsi %c0_i8, %c-1_i8 : i8
    %3 = tensor.empty() : tensor<3xi32>
    %inserted_slice = tensor.insert_slice %3 into %3[0] [3] [1] : tensor<3xi32> into tensor<3xi32>
    %4 = arith.maximumf %arg3, %arg3 fastmath<nnan,ninf,nsz> : f32
    %extracted_slice = tensor.extract_slice %3[1] [2] [1] : tensor<3xi32> to tensor<2xi32>
    %cst = arith.constant -1.000000e+00 : f32
    %alloc = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    memref.store %cst, %alloc[%c0] : memref<2xf32>
    %extracted_slice_0 = tensor.extract_slice %inserted_slice[2] [1] [1] : tensor<3xi32> to tensor<1xi32>
    %cst_1 = arith.constant dense<4.000000e+02> : tensor<2xbf16>
    %5 = math.atanh %cst_1 fastmath<fast> : tensor<2xbf16>
    call @ext1(%arg0) : (i32) -> ()
    %cst_2 = arith.constant dense<[-2.500000e-01, 1.000000e+02, 1.000000e+02]> : vector<3xf64>
    %6 = arith.cmpf olt, %cst_2, %cst_2 : vector<3xf64>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2], strides: [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
    call @ext1(%arg0) : (i32) -> ()
    %c2 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %c2_3 = arith.constant 2 : index
    scf.for %arg4 = %c2 to %c9 step %c2_3 {
      %7 = arith.negf %0 fastmath<nnan,ninf> : f64
      %cst_5 = arith.constant dense<[[-9, 0], [-20, 1]]> : vector<2x2xi8>
      %sum, %overflow = arith.addui_extended %cst_5, %cst_5 : vector<2x2xi8>, vector<2x2xi1>
    }
    %cst_4 = arith.constant dense<4.000000e+02> : vector<1x1xf64>
    return %cst_4 : vector<1x1xf64>
  }
}

