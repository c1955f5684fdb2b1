func.func private @ext0(f32 {llvm.noundef}, f32 {llvm.noundef, test.tag = "x"}, bf16) -> (tensor<4xf32>, f32)
func.func private @ext1(memref<4x4xbf16> {test.foo = 1 : i32}, f32, memref<4xbf16>) -> (f32, bf16) attributes {llvm.emit_c_interface, note = "generated"}
module @inner {    // keep
  func.func @helper1(%arg: f32 {llvm.noundef}, %2: memref<4xf64>, %lhs: i16 {llvm.zeroext}, %4: bf16) {
    %y = arith.constant 3 : index
    %a.b = memref.alloc(%y) : memref<?x4xf32>
    %7 = arith.constant 0 : index
    %res = memref.dim %a.b, %7 : memref<?x4xf32>
    %9 = arith.constant dense<-1> : tensor<4xi8>
    %10 = arith.ceildivsi %9, %9 : tensor<4xi8>
    %c_11 = arith.constant 0 : i64
    %divsi = arith.divsi %c_11, %c_11 : i64
    return
  }
}
func.func private @f0(%arg: vector<4x4xbf16> {llvm.noundef}, %tmp2: f32) -> f32 attributes {ref = @inner::@helper1} {
  %t3 = arith.constant 1 : index
  %y = arith.cmpi sge, %t3, %t3 : index
  %5 = arith.constant -1 : i32
  %c = arith.constant 2147483647 : i32
  %t7 = arith.select %y, %5, %c : i32
  %res = arith.constant 1.000000e+00 : f64
  // ---- comment line ----
  %x9 = arith.fptoui %res : f64 to i32
  %x10 = arith.cmpi ule, %t3, %t3 : index
  scf.if %x10 {
    cf.assert %y, ""
    %x11 = arith.constant 0 : i8
    %13 = arith.constant -1 : i8
    %cmp = arith.cmpi ne, %x11, %13 : i8
    cf.assert %cmp, "bounds check"
    %15 = tensor.empty() : tensor<4xi32>
    %lhs = tensor.empty() : tensor<4x1xi32>
    %lin_17 = linalg.broadcast ins(%15 : tensor<4xi32>) outs(%lhs : tensor<4x1xi32>) dimensions = [1]
  } else {
    %isfinite_18 = math.isfinite %tmp2 : f32
    %19 = tensor.empty() : tensor<4x4xindex>
    %20 = arith.constant dense<1> : tensor<1x2xindex>
    %inserted_slice = tensor.insert_slice %20 into %19[2, 1] [1, 2] [1, 2] : tensor<1x2xindex> into tensor<4x4xindex>
    %v24 = arith.constant 8 : index
    %25 = memref.alloca(%v24) : memref<?x4xbf16>
    %cst = arith.constant 2.5 : bf16
    %v28 = arith.constant 0 : index

    %29 = arith.constant 2 : index
    memref.store %cst, %25[%v28, %29] : memref<?x4xbf16>
  }
  %val = arith.constant dense<4.0E+2> : tensor<4xf32>
  %sum = tensor.extract_slice %val[1] [3] [1] : tensor<4xf32> to tensor<3xf32>
  %c_32 = arith.constant 2147483647 : i32
  cf.switch %c_32 : i32, [default: ^loop_1,
      0: ^loop_1]
  // ---- comment line ----
^loop_1:
  %c_35 = arith.constant 26 : i64
  %x_1 = arith.cmpi ugt, %c_35, %c_35 : i64
  cf.assert %x_1, "x must be \"positive\""
  %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xbf16>
  %42 = arith.constant 2 : index
  %43 = memref.load %alloc[%42] : memref<4xbf16>
  cf.br ^then2
^then2:
  return %tmp2 : f32
}
