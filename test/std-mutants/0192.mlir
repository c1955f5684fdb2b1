!tensor0 = tensor<8xi32>
!tensor1 = tensor<8x?x4xi32>
!buf2 = memref<?x3xf16>
!tensor3 = tensor<1x8xindex>
!vec4 = vector<8xf16>
!buf5 = memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
!tensor6 = tensor<8x2xf32>
module { // TODO: check
  module @inner {
    func.func public @helper7(%v1: !tensor0, %arg_2: !tensor1, %a.b: vector<8xf32>, %t4: f16) -> memref<?x3xf16> attributes {test.kernel} {
      %5 = arith.constant 5 : index
      %v6 = memref.alloc(%5) : memref<?x8x4xbf16>
      %c = arith.constant 0 : index
      %8 = arith.constant 0 : index
      %12 = arith.constant 2 : index
      %13 = memref.load %v6[%c, %8, %12] : memref<?x8x4xbf16>
      cf.br ^then1(%t4, %t4 : f16, f16)
    ^then1(%ba_14: f16, %15: f16):
      %t16 = arith.mulf %a.b, %a.b fastmath<arcp> : vector<8xf32>
      %18 = arith.constant -1 : i64
      cf.switch %18 : i64, [default: ^bb2, 1: ^bb2, 3: ^bb2, 6: ^bb2]
    ^bb2:
      %19 = arith.constant 0 : index
      %20 = arith.constant 6 : index
      %c_21 = arith.constant 3 : index
      scf.for %22 = %19 to %20 step %c_21 {
      }
      %23 = arith.cmpi sge, %5, %8 : index
      %res = arith.constant 1.0 : f64
      %c_26 = arith.constant 0x1 : i32
      cf.cond_br %23, ^then4(%c_26 : i32), ^bb3(%res : f64)
    ^bb3(%x27: f64):

      %28 = arith.constant -6 : i32
      cf.br ^then4(%28 : i32)
    ^then4(%sum: i32):
      %30 = arith.constant 4 : index
      %alloca = memref.alloca(%30) : !buf2
      func.return %alloca : !buf2
    }
  }
  func.func @fn.0(%x_1: !tensor3 {llvm.noundef}, %arg_2: i32 {llvm.zeroext}, %lhs: i32 {llvm.noundef}) -> (f32, vector<8xf16> {llvm.noundef, test.tag = "x"}, i32) attributes {ref = @inner::@helper7} {
    %empty_4 = tensor.empty() : tensor<8xi32>
    // ---- comment line ----
    %5 = tensor.empty() : tensor<8x2xi32>
    %sum = linalg.broadcast ins(%empty_4 : tensor<8xi32>) outs(%5 : tensor<8x2xi32>) dimensions = [1]
    %a.b = arith.constant 2.5 : f16
    %8 = arith.cmpf uge, %a.b, %a.b fastmath<arcp> : f16
    %acc = arith.constant dense<0> : vector<8xi16>
    %x10 = math.ipowi %acc, %acc : vector<8xi16>
    %c = arith.constant 1 : index
    %c_12 = arith.constant 2 : index
    %v13 = arith.constant 1 : index
    %cst = arith.constant 1.0 : bf16
    %15 = arith.constant 2.5 : f16
    %tmp19, %r_20 = scf.for %16 = %c to %c_12 step %v13 iter_args(%17 = %cst, %18 = %15) -> (bf16, f16) {
      %r_21 = scf.index_switch %16 -> f64
      case 2 {
        %22 = arith.constant dense<[[27,0,1,62,44,1,75,4611686018427387903]]> : tensor<1x8xindex>
        %res_23:3 = func.call @"fn.0"(%22, %lhs, %lhs) : (tensor<1x8xindex>, i32, i32) -> (f32, !vec4, i32)
        %cmp_24 = arith.cmpi sgt, %res_23#2, %lhs : i32
        %r = scf.if %cmp_24 -> (i32) {

          %val = arith.constant 7 : index
          %c_27 = arith.constant 1 : index
          %28 = tensor.empty(%val, %c_27) : tensor<?x?x4xf16>
          %t29 = arith.constant -1.0 : f64
          %x31 = arith.constant 1.5e-1 : f64
          %32 = arith.minimumf %t29, %x31 fastmath<nnan, ninf, nsz> : f64
          scf.yield %lhs : i32
        } else {
          %v33 = arith.constant 4.0E+2 : f32
          %t34 = arith.remf %res_23#0, %v33 fastmath<none> : f32    // keep
          %empty_35 = tensor.empty() : tensor<3x8x4xi32>
          %36 = arith.trunci %empty_35 : tensor<3x8x4xi32> to tensor<3x8x4xi8>
          scf.yield %arg_2 : i32
        }
        %t37 = arith.constant 4 : index
        %39 = arith.constant 6 : index
        %alloc = memref.alloc(%t37)[%39] {alignment = 64} : !buf5
        %41 = arith.constant 1.000000e+00 : f64
        scf.yield %41 : f64
      }
      default {
        %tmp42 = arith.constant -1 : i16
        %ipowi = math.ipowi %tmp42, %tmp42 : i16
        %44 = arith.constant 0 : i32
        %tmp46:2 = arith.addui_extended %44, %44 : i32, i1
        %xori_47 = arith.xori %ipowi, %ipowi : i16
        %48 = arith.constant -0.25 : f64
        scf.yield %48 : f32
      }
      %tmp50 = arith.constant dense<4.0E+2> : tensor<8x2xf32>
      %51 = arith.constant dense<[[3.0,1.000000e+00,0.5,-1.0,1.5e-1,0.0,1.0,1.5e-1], [-0.25, 1.000000e+00, 1.0, 4.0E+2, 4.0E+2, -7.5, 1.000000e+00, -7.5]]> : tensor<2x8xf32>
      %lin = linalg.transpose ins(%tmp50 : !tensor6) outs(%51 : tensor<2x8xf32>) permutation = [1, 0]
      scf.yield %17, %15 : bf16, f16    // keep
    }
    %53 = tensor.empty() : tensor<8xbf16>
    %v54 = tensor.empty() : tensor<8xbf16>
    %res = arith.maximumf %53, %v54 : tensor<8xbf16>
    %56 = arith.constant -1.0 : f32 //
    %v60 = arith.constant dense<1.5e-1> : !vec4
    func.return %56, %v60, %lhs : f32, vector<8xf16>, i32
  }
}
